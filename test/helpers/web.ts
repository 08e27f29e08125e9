import { randomBytes } from 'node:crypto';
import { systemCtx } from '../../src/platform/context.ts';
import { createUser } from '../../src/modules/sellers/index.ts';
import type { TestApp } from './test-app.ts';

export interface WebLogin {
  email: string;
  password: string;
  /** `Cookie` and `X-CSRF-Token` headers for /bffweb calls made as the web admin would. */
  headers: { cookie: string; 'x-csrf-token': string };
}

/**
 * A web admin user of the seller (created as an operator would, ROLE_SELLER_ADMIN unless `roles` say
 * otherwise), logged in through `POST /auth/login`.
 */
export async function webLogin(t: TestApp, sellerId: string, roles?: string[]): Promise<WebLogin> {
  const email = `web-${randomBytes(4).toString('hex')}@loja.example`;
  const password = 'senha-forte-123';
  await createUser(systemCtx(t.rt, null, 'test'), { sellerId, email, password, roles });
  const response = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  const cookie = [response.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('feira_session='))!
    .split(';', 1)[0]!;
  return { email, password, headers: { cookie, 'x-csrf-token': response.json().csrfToken } };
}
