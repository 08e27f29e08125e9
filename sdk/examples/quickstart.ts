/**
 * The SDK in a few lines: an ERP creates a product, sets its price and reads the queue of new orders.
 *
 *   FEIRA_URL=https://feira.example.com FEIRA_CLIENT_ID=app_… FEIRA_CLIENT_SECRET=fsec_… \
 *     node sdk/examples/quickstart.ts
 *
 * The app needs the scopes product:edit and price:edit.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFeiraClient, type FeiraClient } from '../index.ts';

export async function quickstart(feira: FeiraClient, externalId: string) {
  const created = await feira.POST('/integration/products', {
    body: {
      externalId,
      title: 'Garrafa térmica 1L',
      description: 'Inox, parede dupla',
      brand: 'Acme',
      condition: 'NEW',
      dimension: { weight: 0.8, height: 30, width: 10, length: 10 },
      variations: [{ sku: `${externalId}-AZUL`, cost: 31.9 }],
    },
  });
  if (!created.data) throw new Error(`product refused: ${JSON.stringify(created.error)}`);
  const skuId = created.data.variations[0]!.skuId;

  // Money goes as a decimal number of reais; the service keeps two places.
  const priced = await feira.PUT('/integration/prices/bysku', { body: { skuId, value: 89.9 } });
  if (priced.error) throw new Error(`price refused: ${JSON.stringify(priced.error)}`);
  const price = await feira.GET('/integration/prices/bysku', { params: { query: { skuId } } });

  // The orders paid since this ERP last confirmed its queue.
  const queue = await feira.GET('/integration/orders/queue/{status}', {
    params: { path: { status: 'PAID' }, query: { size: 50 } },
  });
  if (!queue.data) throw new Error(`queue refused: ${JSON.stringify(queue.error)}`);
  const orders = Array.isArray(queue.data) ? queue.data : queue.data._embedded.orderApiDTOList;
  return { skuId, price: price.data, orders };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`set ${name}`);
    return value;
  };
  const feira = createFeiraClient({
    baseUrl: env('FEIRA_URL'),
    clientId: env('FEIRA_CLIENT_ID'),
    clientSecret: env('FEIRA_CLIENT_SECRET'),
  });
  console.log(JSON.stringify(await quickstart(feira, `QS-${Date.now()}`), null, 2));
}
