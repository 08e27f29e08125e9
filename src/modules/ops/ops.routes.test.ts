import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../platform/db/sql.ts';

describe('ops module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health, liveness and readiness without a token', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/actuator/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'UP' });
    expect((await t.app.inject({ method: 'GET', url: '/actuator/health/liveness' })).json()).toEqual({
      status: 'UP',
    });
    const readiness = await t.app.inject({ method: 'GET', url: '/actuator/health/readiness' });
    expect(readiness.json()).toEqual({
      status: 'UP',
      components: { db: { status: 'UP' }, jobs: { status: 'UP' }, migrations: { status: 'UP' } },
    });
  });

  it('describes the component in /actuator/info', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/actuator/info' })).json();
    expect(info.app).toMatchObject({ name: 'feira', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(info.database.kind).toBe(t.databaseUrl ? 'postgres' : 'pglite');
  });

  it('publishes three valid and separate OpenAPI 3 documents', async () => {
    const fetchDoc = async (path: string) => {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const integration = await fetchDoc('/api/openapi-integration.json');
    const bff = await fetchDoc('/api/openapi-bff.json');
    const combined = await fetchDoc('/api/openapi.json');
    for (const doc of [integration, bff, combined]) {
      expect(doc.openapi).toMatch(/^3\./);
      await SwaggerParser.validate(structuredClone(doc));
    }
    const paths = (doc: { paths: Record<string, unknown> }) => Object.keys(doc.paths);
    expect(paths(integration).some((p) => p.startsWith('/bffweb'))).toBe(false);
    expect(paths(bff).some((p) => p.startsWith('/integration'))).toBe(false);
    expect(paths(integration).every((p) => p.startsWith('/integration'))).toBe(true);
    expect(paths(bff).every((p) => p.startsWith('/bffweb'))).toBe(true);
    // The combined document holds every path of the other two.
    for (const p of [...paths(integration), ...paths(bff)]) expect(paths(combined)).toContain(p);
    expect(paths(combined)).toContain('/actuator/health');
  });

  it('gives every documented operation a unique, stable operationId', async () => {
    const combined = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const ids: string[] = [];
    for (const [path, operations] of Object.entries(
      combined.paths as Record<string, Record<string, { operationId?: string }>>,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.operationId, `${method.toUpperCase()} ${path}`).toMatch(/^[a-zA-Z][a-zA-Z0-9]+$/);
        ids.push(operation.operationId!);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves the Swagger UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/swagger-ui/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('readiness and migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not ready while the newest migration of this release is not applied', async () => {
    const db = t.rt.database.db;
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    const behind = await t.app.inject({ method: 'GET', url: '/actuator/health/readiness' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json().components).toEqual({
      db: { status: 'UP' },
      jobs: { status: 'UP' },
      migrations: { status: 'DOWN' },
    });
    // Liveness is unaffected: the process is fine, it only must not take traffic yet.
    expect((await t.app.inject({ method: 'GET', url: '/actuator/health/liveness' })).statusCode).toBe(200);
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
          values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
    );
    const ready = await t.app.inject({ method: 'GET', url: '/actuator/health/readiness' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().components.migrations).toEqual({ status: 'UP' });
  });
});
