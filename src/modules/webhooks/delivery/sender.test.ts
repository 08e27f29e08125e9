import https from 'node:https';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSigned } from '../../../../test/helpers/self-signed-tls.ts';
import { startReceiver, type Receiver } from '../../../../test/helpers/webhook-receiver.ts';
import { WebhookSender } from './sender.ts';

describe('webhook sender', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('refuses, at connection time, hosts that are or resolve to non-public addresses', async () => {
    const guarded = new WebhookSender({ allowInsecure: false, timeoutMs: 5000 });
    const port = new URL(receiver.url).port;
    const literal = await guarded.post(`${receiver.url}/guarded`, {}, '{}');
    expect(literal).toMatchObject({ statusCode: null, error: expect.stringContaining('SSRF guard') });
    // `localhost` passes no literal check: the lookup made for the connection is what refuses it.
    const named = await guarded.post(`http://localhost:${port}/guarded`, {}, '{}');
    expect(named).toMatchObject({ statusCode: null, error: expect.stringContaining('SSRF guard') });
    expect(receiver.at('/guarded')).toHaveLength(0);
    await guarded.close();
  });

  it('does not follow redirects and reports refused connections', async () => {
    const sender = new WebhookSender({ allowInsecure: true, timeoutMs: 5000 });
    receiver.on('/moved', () => ({ status: 307, headers: { location: `${receiver.url}/target` } }));
    const moved = await sender.post(`${receiver.url}/moved`, {}, '{}');
    expect(moved).toMatchObject({
      statusCode: 307,
      error: `redirect to ${receiver.url}/target not followed`,
    });
    expect(receiver.at('/target')).toHaveLength(0);
    const refused = await sender.post('http://127.0.0.1:1/nothing', {}, '{}');
    expect(refused).toMatchObject({ statusCode: null, error: expect.stringContaining('connection refused') });
    await sender.close();
  });

  it('reuses keep-alive connections for consecutive deliveries', async () => {
    const sender = new WebhookSender({ allowInsecure: true, timeoutMs: 5000 });
    for (let i = 0; i < 6; i++) {
      expect((await sender.post(`${receiver.url}/alive`, {}, '{}')).statusCode).toBe(200);
    }
    // undici takes a connection back one event-loop turn after its answer, so a delivery sent at
    // once takes the other one: two connections, each reused.
    expect(new Set(receiver.at('/alive').map((r) => r.remotePort)).size).toBeLessThanOrEqual(2);
    await sender.close();
  });

  it('fails on a certificate it cannot trust, without sending the request', async () => {
    let requests = 0;
    const server = https.createServer(selfSigned, (_req, res) => {
      requests++;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const sender = new WebhookSender({ allowInsecure: true, timeoutMs: 5000 });
    try {
      const outcome = await sender.post(`https://127.0.0.1:${port}/hook`, {}, '{}');
      expect(outcome).toMatchObject({ statusCode: null, error: expect.stringMatching(/^TLS error .*CERT/) });
      expect(requests).toBe(0);
    } finally {
      await sender.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  /**
   * A receiver that answers the first request of each connection and drops the connection on the
   * next one, as a receiver closing an idle keep-alive connection does when the request crosses it.
   */
  async function droppingReceiver() {
    const seen: { connection: number; path: string }[] = [];
    let connections = 0;
    const server = net.createServer((socket) => {
      const connection = ++connections;
      let served = 0;
      let buffered = '';
      socket.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('latin1');
        for (;;) {
          const end = buffered.indexOf('\r\n\r\n');
          if (end < 0) return;
          const length = Number(/content-length: *(\d+)/i.exec(buffered.slice(0, end))?.[1] ?? 0);
          if (buffered.length < end + 4 + length) return;
          seen.push({ connection, path: buffered.split(' ')[1]! });
          buffered = buffered.slice(end + 4 + length);
          if (served++ > 0) return void socket.destroy();
          socket.write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      seen,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('posts once more when a reused keep-alive connection closes before answering', async () => {
    const dropping = await droppingReceiver();
    const sender = new WebhookSender({ allowInsecure: true, timeoutMs: 5000 });
    try {
      expect((await sender.post(`${dropping.url}/first`, {}, '{}')).statusCode).toBe(200);
      // Once undici has taken the connection back (an event-loop turn), the next post reuses it.
      await new Promise((resolve) => setTimeout(resolve, 10));
      const second = await sender.post(`${dropping.url}/second`, {}, '{}');
      expect(second).toMatchObject({ statusCode: 200, error: null, responseExcerpt: 'ok' });
      expect(dropping.seen).toEqual([
        { connection: 1, path: '/first' },
        { connection: 1, path: '/second' },
        { connection: 2, path: '/second' },
      ]);
    } finally {
      await sender.close();
      await dropping.close();
    }
  });

  it('does not post again when a fresh connection closes before answering', async () => {
    const server = net.createServer((socket) => socket.once('data', () => socket.destroy()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    let connections = 0;
    server.on('connection', () => connections++);
    const { port } = server.address() as net.AddressInfo;
    const sender = new WebhookSender({ allowInsecure: true, timeoutMs: 5000 });
    try {
      const outcome = await sender.post(`http://127.0.0.1:${port}/hook`, {}, '{}');
      expect(outcome).toMatchObject({ statusCode: null, error: expect.stringMatching(/closed|reset/i) });
      expect(connections).toBe(1);
    } finally {
      await sender.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
