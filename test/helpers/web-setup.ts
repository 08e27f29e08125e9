import { ensureWebBuilt } from '../../src/platform/web-build.ts';
import { hasChromium } from './browser.ts';

/** Browser tests need web/dist: built once per run, before any test file starts, only when stale. */
export default function setup(): void {
  if (hasChromium) ensureWebBuilt();
}
