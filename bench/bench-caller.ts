import type { FastifyInstance } from 'fastify';
import type { createRuntime } from '../src/platform/runtime-lifecycle.ts';
import { systemCtx } from '../src/platform/context.ts';
import type { FeiraModule } from '../src/platform/module.ts';
import { createApp, createSeller } from '../src/modules/sellers/index.ts';

/**
 * Routes that do no work of their own, so what a request costs is the price of being the service plus
 * checking its token: `whoami` needs a token, `public` none.
 */
export const whoamiModule: FeiraModule = {
  name: 'bench-whoami',
  async routes(app: FastifyInstance) {
    app.get('/integration/bench/whoami', async (request) => ({ sellerId: request.ctx.sellerId }));
    app.get('/integration/bench/public', { config: { public: true } }, async () => ({ sellerId: null }));
  },
};

/** A seller, an app of it and a client_credentials access token, minted through the real token endpoint. */
export async function mintToken(
  rt: Awaited<ReturnType<typeof createRuntime>>,
  app: FastifyInstance,
): Promise<string> {
  const ctx = systemCtx(rt, null, 'bench');
  const seller = await createSeller(ctx, { name: 'bench' });
  const client = await createApp(ctx, {
    name: 'bench',
    sellerId: seller.id,
    grantTypes: ['client_credentials'],
    scopes: ['product:edit'],
  });
  const minted = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
    },
    payload: 'grant_type=client_credentials',
  });
  return minted.json<{ access_token: string }>().access_token;
}
