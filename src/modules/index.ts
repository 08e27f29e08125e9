import type { FeiraModule } from '../platform/module.ts';
import { opsModule } from './ops/index.ts';

/** Every business module, in registration order. */
export const modules: readonly FeiraModule[] = [opsModule];
