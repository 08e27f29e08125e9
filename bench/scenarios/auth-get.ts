import type { Scenario } from '../harness.ts';
import { measured } from '../profile.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createRuntime, stopRuntime } from '../../src/platform/runtime-lifecycle.ts';
import { modules } from '../../src/modules/index.ts';
import { mintToken, whoamiModule } from '../bench-caller.ts';

/**
 * Verifying an ES256 token costs ~4x a bare route, so verified tokens are cached until they
 * expire. This measures an authenticated GET through the whole service (every platform hook, the
 * authorization hook with a real client_credentials token) on a route that does no other work, so
 * the figure is the price of being the service plus checking the token. The same route without a
 * token (public) is measured too, to show what the token check itself costs.
 */
export const scenario: Scenario = {
  name: 'auth-get',
  aim: '>= 0.8 x hello-world',
  async run(h) {
    const database = await h.freshDatabase();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      ...(database.url ? { DATABASE_URL: database.url } : { FEIRA_DATA_DIR: database.dataDir! }),
    });
    const rt = await createRuntime({ config, role: 'api' });
    const app = await buildApp(rt, { modules: [...modules, whoamiModule] });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const token = await mintToken(rt, app);
      const base = `http://127.0.0.1:${port}/integration/bench`;
      const headers = { authorization: `Bearer ${token}` };
      // Both routes warm up first (JIT, pools, the token cache), so neither figure pays for start-up.
      await h.autocannon(`${base}/public`, { duration: 2 });
      await h.autocannon(`${base}/whoami`, { headers, duration: 2 });
      const open = await measured('no token', () => h.autocannon(`${base}/public`));
      const authed = await measured('with a token', () => h.autocannon(`${base}/whoami`, { headers }));
      if (authed.non2xx > 0 || authed.errors > 0) {
        throw new Error(`${authed.non2xx} non-2xx answers and ${authed.errors} errors under load`);
      }
      const row = (name: string, figure: number, aim: string, note?: string) => ({
        scenario: name,
        figure,
        unit: 'req/s',
        baseline: h.helloWorldReqPerSec,
        baselineName: 'hello-world',
        ratio: figure / h.helloWorldReqPerSec,
        aim,
        ...(note ? { note } : {}),
      });
      return [
        row(
          'auth-get',
          authed.reqPerSec,
          `>= 0.8 x hello-world: ${authed.reqPerSec / h.helloWorldReqPerSec >= 0.8 ? 'holds' : 'missed'}`,
          `p99 ${authed.p99Ms} ms`,
        ),
        row('auth-get: same route, no token', open.reqPerSec, 'reference'),
      ];
    } finally {
      await app.close();
      await stopRuntime(rt);
      await database.drop();
    }
  },
};
