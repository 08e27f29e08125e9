import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './request-logger.ts';

/** A Fastify app logging into `lines` at `level`, with a route that logs what it is asked to. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level, base: { role: 'api' } }, sink),
    childLoggerFactory: requestLogger,
    genReqId: () => 'req_1',
    // As in the app (app.ts): only the lines the routes write.
    disableRequestLogging: true,
  });
  app.get('/log', async (request) => {
    request.log.info({ step: 1 }, 'an info line');
    request.log.warn('a warning');
    request.log.child({ part: 'inner' }).error('from a child');
    return { bound: request.log.bindings() };
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/own-level', { logLevel: 'error' }, async (request) => {
    request.log.warn('below the route level');
    request.log.error('at the route level');
    return {};
  });
  await app.ready();
  return { app, lines };
}

describe('requestLogger', () => {
  it("writes a request's lines with the request id and the parent's bindings", async () => {
    const { app, lines } = await appLoggingAt('info');
    const response = await app.inject({ method: 'GET', url: '/log' });
    expect(response.json()).toEqual({ bound: { role: 'api', reqId: 'req_1' } });
    expect(lines.map(({ msg, reqId, role, step, part }) => ({ msg, reqId, role, step, part }))).toEqual([
      { msg: 'an info line', reqId: 'req_1', role: 'api', step: 1, part: undefined },
      { msg: 'a warning', reqId: 'req_1', role: 'api', step: undefined, part: undefined },
      { msg: 'from a child', reqId: 'req_1', role: 'api', step: undefined, part: 'inner' },
    ]);
    await app.close();
  });

  it('writes nothing below the level, and what is at or above it', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ method: 'GET', url: '/log' });
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['a warning', 'req_1'],
      ['from a child', 'req_1'],
    ]);
    expect(app.log.isLevelEnabled('info')).toBe(false);
    await app.close();
  });

  it("keeps a route's own log level", async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/own-level' });
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([['at the route level', 'req_1']]);
    await app.close();
  });
});
