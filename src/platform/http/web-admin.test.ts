import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { opsModule } from '../../modules/ops/index.ts';

describe('web admin at / (static files and SPA fallback)', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Feira admin</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("admin")');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ modules: [opsModule], webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves index.html at / and at every page path, never cached stale', async () => {
    for (const url of ['/', '/catalog', '/ads?platform=SANDBOX', '/orders/ord_1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('Feira admin');
    }
  });

  it('serves hashed assets with a long immutable cache, and other files as they are', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers 404 problem+json for a missing asset, not the page', async () => {
    for (const url of ['/assets/gone-123.js', '/missing.png', '/../package.json', '/%2e%2e/package.json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('keeps API prefixes out of the fallback: 401 before 404 on guarded surfaces, 404 elsewhere', async () => {
    expect((await get('/integration/nothing-here')).statusCode).toBe(401);
    expect((await get('/bffweb/nothing-here')).statusCode).toBe(401);
    expect((await get('/management/nothing-here')).statusCode).toBe(401);
    for (const url of ['/api/nothing', '/actuator/nothing', '/auth/nothing']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect((await get('/actuator/health')).statusCode).toBe(200);
  });

  it('says how to build the admin when web/dist is missing', async () => {
    fs.renameSync(path.join(dist, 'index.html'), path.join(dist, 'index.html.bak'));
    try {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
    } finally {
      fs.renameSync(path.join(dist, 'index.html.bak'), path.join(dist, 'index.html'));
    }
  });
});
