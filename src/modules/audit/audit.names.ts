import type { Ctx } from '../../platform/context.ts';
import { modulePort } from '../../platform/module-port.ts';

/**
 * The names the readable history shows instead of ids (WEB-73). Sellers and catalog write their changes
 * through audit, so audit sits below them and asks for their names through these ports, which they plug
 * in from their `setup` (ADS-91's pattern). Without them loaded, entries show no names.
 */
export const actorNamesPort = modulePort(
  async (
    _ctx: Ctx,
    _ids: { userIds: readonly string[]; clientIds: readonly string[] },
  ): Promise<{ users: Map<string, string>; apps: Map<string, string> }> => ({
    users: new Map(),
    apps: new Map(),
  }),
);

export const skuNamesPort = modulePort(
  async (_ctx: Ctx, _skuIds: readonly string[]): Promise<Map<string, { sku: string; title: string }>> =>
    new Map(),
);
