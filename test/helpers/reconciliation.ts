import { sandboxSettlementCase, type SandboxSettlementCase } from '../../src/modules/marketplaces/index.ts';

/** A channel order id whose sandbox settlement plants `planted` (the sandbox seeds it by the id). */
export function orderIdFor(planted: SandboxSettlementCase, prefix: string): string {
  for (let n = 0; ; n++) if (sandboxSettlementCase(`${prefix}-${n}`) === planted) return `${prefix}-${n}`;
}
