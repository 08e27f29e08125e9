import { eq } from 'drizzle-orm';
import type { Runtime } from '../../platform/runtime.ts';
import { systemCtx } from '../../platform/context.ts';
import { channelOf, connectorFor } from './channels.ts';
import type { AccountRef } from './connector.ts';
import { marketplaceAccounts } from './marketplaces.tables.ts';

/** Whether the channel of `platform` reports what it paid for orders (the optional settlements capability). */
export function reportsSettlements(rt: Runtime, platform: string): boolean {
  return channelOf(platform) !== undefined && connectorFor(rt, platform).settlements !== undefined;
}

/** Every seller's connected accounts whose channel reports settlements: the accounts reconciliation reads. */
export async function settlementAccounts(rt: Runtime): Promise<AccountRef[]> {
  const rows = await systemCtx(rt, null, 'settlement-accounts')
    .db.select()
    .from(marketplaceAccounts)
    .where(eq(marketplaceAccounts.status, 'CONNECTED'));
  return rows
    .filter((row) => reportsSettlements(rt, row.platform))
    .map((row) => ({
      sellerId: row.sellerId,
      accountId: row.id,
      platform: row.platform,
      settings: row.settings,
    }));
}
