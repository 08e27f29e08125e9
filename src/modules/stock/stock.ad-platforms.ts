import type { Ctx } from '../../platform/context.ts';
import { modulePort } from '../../platform/module-port.ts';

/**
 * The platforms each SKU is published on, which a stock detail lists with what each may sell. The
 * ads module answers it (it follows stock, so stock cannot import it); with no ads, none.
 */
export const skuPlatforms = modulePort(
  async (_ctx: Ctx, _skuIds: string[]): Promise<Map<string, string[]>> => new Map(),
);
