import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from './url-rules.ts';

// Which addresses are public is the shared SSRF guard's, tested in src/platform/http/ssrf.test.ts; here
// only what the webhook rules add: scheme, credentials, fragment, how the host is read, local names.
describe('webhook URL rules', () => {
  it('accepts only https, with no credentials or fragment', () => {
    expect(checkWebhookUrl('https://hooks.example.com/feira?x=1', false)).toMatchObject({
      ok: true,
      hostname: 'hooks.example.com',
    });
    expect(checkWebhookUrl('https://93.184.216.34/hook', false)).toMatchObject({ ok: true, hostname: null });
    expect(checkWebhookUrl('http://hooks.example.com/', false)).toEqual({
      ok: false,
      reason: 'must use https',
    });
    expect(checkWebhookUrl('ftp://hooks.example.com/', false)).toMatchObject({ ok: false });
    expect(checkWebhookUrl('hooks.example.com/feira', false)).toEqual({
      ok: false,
      reason: 'must be an absolute URL',
    });
    expect(checkWebhookUrl('https://user:pw@hooks.example.com/', false)).toMatchObject({ ok: false });
    expect(checkWebhookUrl('https://hooks.example.com/#frag', false)).toMatchObject({ ok: false });
  });

  it('reads the host however the URL writes it (brackets, port, numeric forms) and refuses local names', () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://api.localhost/hook',
      'https://intranet/hook',
      'https://10.0.0.5/hook',
      'https://192.168.0.10:8443/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://2130706433/hook',
      'https://0x7f.1/hook',
    ]) {
      expect(checkWebhookUrl(url, false).ok, url).toBe(false);
    }
  });

  it('lets tests and local development use http and loopback when insecure webhooks are allowed', () => {
    expect(checkWebhookUrl('http://127.0.0.1:9000/hook', true)).toMatchObject({ ok: true, hostname: null });
    expect(checkWebhookUrl('http://localhost/hook', true)).toMatchObject({ ok: true });
    expect(checkWebhookUrl('ftp://localhost/hook', true)).toMatchObject({ ok: false });
  });
});
