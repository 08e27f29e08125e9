import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Scenario } from '../harness.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createRuntime, stopRuntime } from '../../src/platform/runtime-lifecycle.ts';
import { modules } from '../../src/modules/index.ts';
import { mintToken, whoamiModule } from '../bench-caller.ts';
import { startTracing, stopTracing } from '../../src/platform/observability/tracing.ts';

/**
 * What observability costs an authenticated GET (the auth-get route): metrics off, metrics on (the
 * default), and metrics with tracing to an OTLP receiver on 127.0.0.1 (every request a span, exported
 * in batches). The service is started afresh for each run on the same database, so the token stays valid.
 */
/** A collector that takes the spans and drops them. */
async function otlpSink(): Promise<{ url: string; spans: () => number; close(): Promise<void> }> {
  let bytes = 0;
  const server = http.createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () => bytes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const scenario: Scenario = {
  name: 'observability',
  aim: 'metrics on >= 0.95 x off',
  async run(h) {
    const database = await h.freshDatabase();
    const env = (metrics: boolean) => ({
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      FEIRA_METRICS: String(metrics),
      ...(database.url ? { DATABASE_URL: database.url } : { FEIRA_DATA_DIR: database.dataDir! }),
    });
    let token = '';
    const measure = async (metrics: boolean) => {
      const rt = await createRuntime({ config: loadConfig(env(metrics)), role: 'api' });
      const app = await buildApp(rt, { modules: [...modules, whoamiModule] });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as { port: number };
        if (!token) token = await mintToken(rt, app);
        const url = `http://127.0.0.1:${port}/integration/bench/whoami`;
        const headers = { authorization: `Bearer ${token}` };
        await h.autocannon(url, { headers, duration: 2 });
        const result = await h.autocannon(url, { headers });
        if (result.non2xx > 0 || result.errors > 0) {
          throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
        }
        return result;
      } finally {
        await app.close();
        await stopRuntime(rt);
      }
    };
    const sink = await otlpSink();
    try {
      // Off and on alternate (off, on, on, off) and each figure is the mean of its two runs, so a
      // machine that gets busier or quieter during the scenario tilts neither.
      const runs = [await measure(false), await measure(true), await measure(true), await measure(false)];
      const mean = (a: (typeof runs)[number], b: (typeof runs)[number]) => ({
        reqPerSec: (a.reqPerSec + b.reqPerSec) / 2,
        p99Ms: Math.max(a.p99Ms, b.p99Ms),
      });
      const off = mean(runs[0]!, runs[3]!);
      const on = mean(runs[1]!, runs[2]!);
      startTracing({ endpoint: sink.url, role: 'api' });
      const traced = await measure(true);
      await stopTracing();
      if (sink.spans() === 0) throw new Error('tracing on, but no span reached the collector');
      const row = (name: string, figure: number, aim: string, note: string) => ({
        scenario: name,
        figure,
        unit: 'req/s',
        baseline: off.reqPerSec,
        baselineName: 'metrics off',
        ratio: figure / off.reqPerSec,
        aim,
        note,
      });
      return [
        {
          ...row('observability: auth GET, metrics off', off.reqPerSec, 'reference', `p99 ${off.p99Ms} ms`),
          baseline: h.helloWorldReqPerSec,
          baselineName: 'hello-world',
          ratio: off.reqPerSec / h.helloWorldReqPerSec,
        },
        row(
          'observability: auth GET, metrics on',
          on.reqPerSec,
          '>= 0.95 x metrics off',
          `p99 ${on.p99Ms} ms`,
        ),
        row(
          'observability: auth GET, metrics + tracing',
          traced.reqPerSec,
          'reference',
          `p99 ${traced.p99Ms} ms`,
        ),
      ];
    } finally {
      await stopTracing();
      await sink.close();
      await database.drop();
    }
  },
};
