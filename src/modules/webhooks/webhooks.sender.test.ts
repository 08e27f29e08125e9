import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../../../test/helpers/webhook-receiver.ts';
import { WebhookSender } from './webhooks.sender.ts';

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
    guarded.close();
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
    sender.close();
  });

  it('reuses one keep-alive connection for consecutive deliveries', async () => {
    const sender = new WebhookSender({ allowInsecure: true, timeoutMs: 5000 });
    for (let i = 0; i < 5; i++) {
      expect((await sender.post(`${receiver.url}/alive`, {}, '{}')).statusCode).toBe(200);
    }
    expect(new Set(receiver.at('/alive').map((r) => r.remotePort)).size).toBe(1);
    sender.close();
  });
});
