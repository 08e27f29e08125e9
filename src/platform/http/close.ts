import type { FastifyInstance } from 'fastify';

/** How often a closing server drops the keep-alive connections that went idle meanwhile. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops taking requests and waits for those in flight. Fastify drops the connections idle when the
 * close starts; one whose request was still running becomes idle afterwards and would hold the close
 * for the whole keep-alive timeout (72 s), so idle connections are dropped again until it is done.
 */
export async function closeApp(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
