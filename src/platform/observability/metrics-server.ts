import http from 'node:http';
import type { Runtime } from '../runtime.ts';
import { StartupError } from '../startup-error.ts';
import { METRICS_CONTENT_TYPE, collectProcessMetrics, isScrapeToken, scrape } from './metrics.ts';

/**
 * A worker has no API, so it serves its own registry on FEIRA_METRICS_PORT: `/actuator/prometheus`
 * behind FEIRA_METRICS_TOKEN (there is no authorization server here to check admin tokens) and an
 * open liveness probe. Returns the function that closes it.
 */
export async function serveWorkerMetrics(rt: Runtime): Promise<(() => Promise<void>) | null> {
  const port = rt.config.metricsPort;
  if (port === undefined) return null;
  const token = rt.config.metricsToken;
  if (!token)
    throw new StartupError('FEIRA_METRICS_PORT needs FEIRA_METRICS_TOKEN: the scrape is authenticated');
  collectProcessMetrics();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method === 'GET' && path === '/actuator/health/liveness') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"UP"}');
      return;
    }
    if (request.method !== 'GET' || path !== '/actuator/prometheus') {
      response.writeHead(404).end();
      return;
    }
    if (!isScrapeToken(token, request.headers.authorization)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    scrape(rt).then(
      (body) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new StartupError(`cannot serve metrics on FEIRA_METRICS_PORT ${port}: ${error.message}`)),
    );
    server.listen(port, rt.config.host, resolve);
  });
  rt.log.info({ port }, 'worker metrics served at /actuator/prometheus');
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
