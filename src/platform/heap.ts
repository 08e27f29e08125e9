import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * For a process that runs one long, allocation-heavy job and exits (`feira import products`): V8
 * collects the old generation once it has grown half past what the last full collection left,
 * instead of up to four times that (docs/decisions.md PLT-50). Set at run time, for this process
 * only: the service keeps V8's default, as more full collections would add to request latency.
 */
export function collectGarbageSooner(): void {
  v8.setFlagsFromString('--heap-growing-percent=50');
}

/**
 * One full collection once the app is built, before it serves (docs/decisions.md PLT-59). V8 links
 * every object that starts empty (`{}`) and gains a property to a shared map per first property name,
 * at most 1,536 of them; compiling the routes' schemas leaves ~1,600 such links behind (one per name
 * in Ajv's generated code, one per fast-json-stringify resolver), dead but cleared only by a full
 * collection. Until one runs, every such object gets a map of its own, Node's `request.headers` among
 * them: each header stored is a runtime call and each site reading them turns megamorphic. A service
 * under steady load makes little old-generation garbage, so that full collection could be far off.
 * `gc` is exposed only for this call, as jest's leak detector does; the inspector's
 * `HeapProfiler.collectGarbage` is no substitute: after its memory-reducing collections every
 * `process.nextTick` cost ~10x as much.
 */
export function collectStartUpGarbage(): void {
  const exposed = typeof globalThis.gc === 'function';
  if (!exposed) v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  if (!exposed) v8.setFlagsFromString('--no-expose-gc');
}
