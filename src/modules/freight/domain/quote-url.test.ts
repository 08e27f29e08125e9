import { describe, expect, it } from 'vitest';
import { quoteTarget, quoteUrlProblem } from './quote-url.ts';

describe('quote URL rules', () => {
  it('accepts public HTTPS URLs and appends the postal code to the path', () => {
    expect(quoteUrlProblem('https://frete.loja.com.br/cotacao', false)).toBeNull();
    expect(quoteTarget('https://frete.loja.com.br/cotacao', '01310100')).toBe(
      'https://frete.loja.com.br/cotacao/01310100',
    );
    expect(quoteTarget('https://frete.loja.com.br/cotacao/', '01310100')).toBe(
      'https://frete.loja.com.br/cotacao/01310100',
    );
  });

  it('refuses plain HTTP, private and loopback addresses and local names', () => {
    expect(quoteUrlProblem('http://frete.loja.com.br/q', false)).toBe('must use https');
    for (const url of [
      'https://127.0.0.1/q',
      'https://10.1.2.3/q',
      'https://192.168.0.9/q',
      'https://[::1]/q',
      'https://169.254.169.254/q',
    ]) {
      expect(quoteUrlProblem(url, false), url).toBe('points to a private, loopback or link-local address');
    }
    for (const url of ['https://localhost/q', 'https://api.localhost/q', 'https://intranet/q']) {
      expect(quoteUrlProblem(url, false), url).toBe('points to a local host name');
    }
    expect(quoteUrlProblem('https://[::ffff:127.0.0.1]/q', false)).toBe(
      'points to a private, loopback or link-local address',
    );
  });

  it('allows plain HTTP and local addresses when insecure URLs are allowed, but never credentials or queries', () => {
    expect(quoteUrlProblem('http://127.0.0.1:3000/q', true)).toBeNull();
    expect(quoteUrlProblem('ftp://example.com/q', true)).toBe('must use https or http');
    expect(quoteUrlProblem('https://user:pw@example.com/q', true)).toMatch(/credentials/);
    expect(quoteUrlProblem('https://example.com/q?x=1', true)).toMatch(/query/);
    expect(quoteUrlProblem('not a url', true)).toBe('must be an absolute URL');
  });
});
