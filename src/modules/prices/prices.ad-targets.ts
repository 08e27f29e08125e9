import type { Ctx } from '../../platform/context.ts';
import { modulePort } from '../../platform/module-port.ts';

/**
 * The SKU and platform of each ad named (a price written per ad, a promotion of some ads); unknown ids
 * are absent. The ads module answers it (it follows prices, so prices cannot import it); with no ads,
 * no ad is known.
 */
export const adTargets = modulePort(
  async (_ctx: Ctx, _adIds: readonly string[]): Promise<Map<string, { skuId: string; platform: string }>> =>
    new Map(),
);
