import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPublicAddress } from './url-rules.ts';

describe('webhook URL rules and SSRF guard', () => {
  it('knows public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '172.32.0.1', '100.128.0.1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.8.8.8',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

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

  it('refuses loopback, private and link-local literals and local names', () => {
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
