import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { queryRows } from '../../src/platform/db/sql.ts';
import { loadSecretBox } from '../../src/platform/secrets/key-source.ts';
import { rotateSecrets } from '../../src/platform/secrets/rotate.ts';
import { sealColumns } from '../../src/platform/secrets/sealed-columns.ts';
import { newSecretsKey, parseSecretsKey, SecretBox } from '../../src/platform/secrets/secret-box.ts';
import type { Runtime } from '../../src/platform/runtime.ts';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '../helpers/test-app.ts';
import { bearer, createSeller, tokenFor } from '../helpers/auth.ts';

const TOKEN = 'receiver-token-in-the-clear';
const CARRIER_TOKEN = 'aggregator-token-in-the-clear';

interface Stored {
  token_value: string;
  secret: string;
  carrier_token: string;
  private_jwk: unknown;
  cookie_key: string;
}

// Issue 21, item 15: signing private keys, cookie keys, webhook secrets and tokens and carrier
// credentials were stored in plain text.
describe('secrets at rest', () => {
  let t: TestApp;
  let token: string;
  let webhookId: string;
  let webhookSecret: string;
  let dataDir: string;

  const stored = async (): Promise<Stored> => {
    const [row] = await queryRows<Stored>(
      t.rt.database.db,
      sql`select w.token_value, w.secret, c.integration ->> 'token' as carrier_token,
                 (select private_jwk from auth_signing_keys where retired_at is null) as private_jwk,
                 (select value from auth_secrets where name = 'cookie-key-1') as cookie_key
          from webhooks w, freight_carriers c where w.id = ${webhookId}`,
    );
    return row!;
  };

  const send = (method: string, url: string, body?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-secrets-'));
    t = await createTestApp();
    const seller = await createSeller(t);
    token = await tokenFor(t, seller.id, ['bffweb:webhooks', 'bffweb:freight']);
    const hook = await send('POST', '/bffweb/webhooks', {
      urlName: 'orders',
      url: 'https://93.184.216.34/hook',
      token: { header: 'X-Token', value: TOKEN },
      domains: ['stock'],
    });
    expect(hook.statusCode).toBe(201);
    webhookId = hook.json<{ id: string }>().id;
    webhookSecret = (await send('GET', `/bffweb/webhooks/${webhookId}/secret`)).json<{ secret: string }>()
      .secret;
    const carrier = await send('POST', '/bffweb/freight/carriers', {
      name: 'Aggregated',
      integration: { type: 'AGGREGATOR', originPostalCode: '01310100', token: CARRIER_TOKEN },
    });
    expect(carrier.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const expectSealed = (row: Stored, keyId: string) => {
    for (const value of [row.token_value, row.secret, row.carrier_token, row.private_jwk, row.cookie_key]) {
      expect(value).toEqual(expect.stringMatching(new RegExp(`^fsk1:${keyId}:`)));
    }
    const text = JSON.stringify(row);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(CARRIER_TOKEN);
    expect(text).not.toContain(webhookSecret);
  };

  it('stores every secret sealed, and the API still answers with the plain values', async () => {
    expectSealed(await stored(), t.rt.secrets.keyId);
    const hook = await send('GET', `/bffweb/webhooks/${webhookId}`);
    expect(hook.json()).toMatchObject({ token: { header: 'X-Token', value: TOKEN } });
  });

  it('seals rows an older version wrote in plain text, at start, without losing them', async () => {
    const box = t.rt.secrets;
    const opened = await stored();
    const jwk = box.openJson<Record<string, unknown>>(opened.private_jwk, 'auth_signing_keys.private_jwk');
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(typeof jwk.d).toBe('string');
    await t.rt.database.db.execute(
      sql`update webhooks set token_value = ${TOKEN}, secret = ${webhookSecret}`,
    );
    await t.rt.database.db.execute(
      sql`update freight_carriers set integration = jsonb_set(integration, '{token}', to_jsonb(${CARRIER_TOKEN}::text))`,
    );
    await t.rt.database.db.execute(
      sql`update auth_signing_keys set private_jwk = ${JSON.stringify(jwk)}::jsonb`,
    );
    // Plain rows are still read as they are until sealed.
    expect((await send('GET', `/bffweb/webhooks/${webhookId}`)).json()).toMatchObject({
      token: { value: TOKEN },
    });
    const sealed = await sealColumns(t.rt.database, box, t.rt.sealedColumns, 'plain');
    expect(sealed).toBe(4);
    expectSealed(await stored(), box.keyId);
    expect(await sealColumns(t.rt.database, box, t.rt.sealedColumns, 'plain')).toBe(0);
    expect((await send('GET', `/bffweb/webhooks/${webhookId}/secret`)).json()).toMatchObject({
      secret: webhookSecret,
    });
  });

  it('rotates to a new configured key: rows re-sealed, both keys read meanwhile, the old key alone no more', async () => {
    const before = await stored();
    const next = newSecretsKey();
    const rotating = new SecretBox([parseSecretsKey(next, 'new'), parseSecretsKey(TEST_SECRETS_KEY, 'old')]);
    // During the rotation, values under either key open.
    expect(rotating.open(before.token_value, 'webhooks.token_value')).toBe(TOKEN);
    const rt: Runtime = { ...t.rt, config: { ...t.rt.config, secretsKey: next }, secrets: rotating };
    const result = await rotateSecrets(rt);
    expect(result).toMatchObject({ keyId: rotating.keyId, resealed: 5 });
    const after = await stored();
    expectSealed(after, rotating.keyId);
    expect(rotating.open(after.token_value, 'webhooks.token_value')).toBe(TOKEN);
    expect(rotating.open(after.carrier_token, 'freight_carriers.integration.token')).toBe(CARRIER_TOKEN);
    const onlyNew = new SecretBox([parseSecretsKey(next, 'new')]);
    expect(onlyNew.open(after.secret, 'webhooks.secret')).toBe(webhookSecret);
    expect(() => t.rt.secrets.open(after.secret, 'webhooks.secret')).toThrow(/not configured/);
    // Put back under the test key for the rest of the file.
    await sealColumns(
      t.rt.database,
      new SecretBox([parseSecretsKey(TEST_SECRETS_KEY, 'old'), parseSecretsKey(next, 'new')]),
      t.rt.sealedColumns,
      'all',
    );
    expectSealed(await stored(), t.rt.secrets.keyId);
  });

  it('rotates the data directory key file: a new key, rows re-sealed under it, the old key gone', async () => {
    const config = loadConfig({ FEIRA_DATA_DIR: dataDir });
    const first = loadSecretBox(config);
    const file = path.join(dataDir, 'secrets.key');
    await sealColumns(
      t.rt.database,
      new SecretBox([
        parseSecretsKey(fs.readFileSync(file, 'utf8'), 'file'),
        parseSecretsKey(TEST_SECRETS_KEY, 'test'),
      ]),
      t.rt.sealedColumns,
      'all',
    );
    const rt: Runtime = { ...t.rt, config, secrets: first };
    const result = await rotateSecrets(rt);
    expect(result.keyId).not.toBe(first.keyId);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const now = loadSecretBox(config);
    expect(now.keyId).toBe(result.keyId);
    const after = await stored();
    expectSealed(after, now.keyId);
    expect(now.open(after.token_value, 'webhooks.token_value')).toBe(TOKEN);
    await sealColumns(
      t.rt.database,
      new SecretBox([parseSecretsKey(TEST_SECRETS_KEY, 'test'), parseSecretsKey(lines[0]!, 'file')]),
      t.rt.sealedColumns,
      'all',
    );
  });
});

describe('the secrets key', () => {
  it('is generated into the data directory once, readable by its owner only', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feira-key-'));
    try {
      const config = loadConfig({ FEIRA_DATA_DIR: path.join(dataDir, 'nested') });
      const first = loadSecretBox(config);
      const file = path.join(dataDir, 'nested', 'secrets.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadSecretBox(config).keyId).toBe(first.keyId);
      fs.chmodSync(file, 0o644);
      expect(() => loadSecretBox(config)).toThrow(/readable by other users/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is required with PostgreSQL in production, and must be 32 bytes', () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => loadSecretBox(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/x' }))).toThrow(
        /FEIRA_SECRETS_KEY is required/,
      );
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(() => loadSecretBox(loadConfig({ FEIRA_SECRETS_KEY: 'short' }))).toThrow(/32 random bytes/);
    const hex = loadSecretBox(loadConfig({ FEIRA_SECRETS_KEY: 'ab'.repeat(32) }));
    expect(hex.open(hex.seal('x', 'c'), 'c')).toBe('x');
  });

  it('binds a sealed value to its column and detects tampering', () => {
    const box = new SecretBox([parseSecretsKey(newSecretsKey(), 'k')]);
    const sealed = box.seal('whsec_abc', 'webhooks.secret');
    expect(sealed).not.toContain('whsec_abc');
    expect(box.open(sealed, 'webhooks.secret')).toBe('whsec_abc');
    expect(() => box.open(sealed, 'webhooks.token_value')).toThrow();
    // One bit of the ciphertext flipped. Editing the text's last characters did not always change a
    // byte: the last base64url character of a 37-byte body carries only 2 bits, and the edit could
    // also write the same characters back.
    const at = sealed.lastIndexOf(':') + 1;
    const body = Buffer.from(sealed.slice(at), 'base64url');
    body[14]! ^= 1;
    const flipped = sealed.slice(0, at) + body.toString('base64url');
    expect(flipped).not.toBe(sealed);
    expect(() => box.open(flipped, 'webhooks.secret')).toThrow();
  });
});
