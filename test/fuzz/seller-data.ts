import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { newId } from '../../src/platform/ids.ts';
import { allScopes } from '../../src/platform/auth/scopes.ts';
import { adminToken, bearer, createSeller, tokenFor } from '../helpers/auth.ts';
import { productBody } from '../helpers/catalog.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { Known } from './openapi.ts';

/**
 * A seller with something in every module, made through the API, and the ids of it by the names the
 * OpenAPI documents give their parameters and fields, so generated requests reach data that exists.
 * `secret` is written into the seller's free text (names, titles) and never into an id or anything a
 * request carries, so a response holding it holds this seller's data.
 */
export interface SellerData {
  sellerId: string;
  token: string;
  admin: string;
  secret: string;
  /** By parameter or field name. */
  known: Known;
  /** `{id}` of the routes whose parameter is just `id`, by path prefix. */
  idsByPrefix: [string, string][];
  /** Every id this seller's data has, for "never another seller's data" checks. */
  ids: string[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function seedSeller(t: TestApp, label: string, receiverUrl: string): Promise<SellerData> {
  const random = () => Math.random().toString(36).slice(2, 8).toUpperCase();
  const marker = `MARK${label}${random()}`;
  const secret = `SECRET${label}${random()}`;
  const seller = await createSeller(t, { name: `Seller ${secret}`, sandbox: true });
  const token = await tokenFor(t, seller.id, [...allScopes]);
  const admin = await adminToken(t);
  const call = async (method: Method, url: string, payload?: unknown, contentType?: string) => {
    if (process.env.FUZZ_DEBUG) console.log('seed', method, url);
    const response: LightMyRequestResponse = await t.app.inject({
      method,
      url,
      headers: {
        ...bearer(url.startsWith('/management/') ? admin : token),
        ...(payload !== undefined ? { 'content-type': contentType ?? 'application/json' } : {}),
      },
      ...(payload !== undefined
        ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }
        : {}),
    });
    if (response.statusCode >= 300) {
      throw new Error(`seeding ${label}: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.body ? response.json<Record<string, unknown>>() : {};
  };
  const id = (value: Record<string, unknown>, key = 'id') => String(value[key]);

  const category = id(await call('POST', '/integration/categories', { name: `Cat ${secret}` }));
  const brand = id(await call('POST', '/integration/brands', { name: `Brand ${secret}` }));
  const attribute = id(
    await call('POST', '/integration/attributes', { name: `Attr ${secret}`, type: 'TEXT' }),
  );
  const productId = `P-${marker}`;
  const product = await call(
    'POST',
    '/integration/products',
    productBody(productId, {
      title: `Product ${secret}`,
      categoryId: category,
      variations: [
        { sku: `${productId}-1`, cost: 10, attributes: [{ name: 'Cor', value: secret }] },
        { sku: `${productId}-2`, cost: 12 },
      ],
    }),
  );
  const variations = product.variations as { sku: string; skuId: string }[];
  const [first, second] = variations as [{ sku: string; skuId: string }, { sku: string; skuId: string }];
  const account = id(await call('POST', '/bffweb/marketplaces', { platform: 'SANDBOX' }));
  const adId = id(await call('POST', '/bffweb/ads', { originSkuId: first.skuId, platform: 'SANDBOX' }));
  const entry = id(
    await call('POST', `/integration/ads/${adId}/compatibilities`, {
      make: `Make${secret}`,
      model: 'Uno',
      yearFrom: 2010,
      yearTo: 2014,
    }),
  );
  await call('PUT', '/integration/prices/bysku', { skuId: first.skuId, value: 100 });
  await call('PUT', '/integration/prices/bysku', { skuId: second.skuId, value: 120 });
  // A price the profit guard holds (far below the SKU's cost), so the sweeps reach the held routes.
  const guarded = await call('PUT', '/integration/prices/bysku', { skuId: second.skuId, value: 0.01 });
  const heldId = (guarded.held as { id: string }[])[0]!.id;
  await call('PUT', `/integration/stocks/${first.skuId}/warehouses/W1`, { stock: 50 });
  await call('PUT', `/integration/stock/${second.skuId}`, { stock: 40 });
  await call('PUT', '/integration/stocks/buffers/SANDBOX', { buffer: 1, skuId: first.skuId });
  const promotion = id(
    await call('POST', '/integration/promotions', {
      name: `Promo ${secret}`,
      ruleType: 'PERCENTAGE_DISCOUNT',
      value: 10,
      eligibility: { domain: 'PRODUCT', skuIds: [first.skuId] },
    }),
  );
  const rule = id(
    await call('POST', '/bffweb/price-formation/rules', {
      name: `Rule ${secret}`,
      eligibility: { skuIds: [first.skuId], platforms: ['SANDBOX'] },
      objective: { driver: 'MARKUP', value: 2 },
    }),
  );
  const job = id(await call('POST', `/bffweb/price-formation/rules/${rule}/apply`), 'jobId');
  const template = id(
    await call('POST', '/bffweb/price-formation/templates', {
      name: `Template ${secret}`,
      rule: { objective: { driver: 'MARKUP', value: 2 } },
    }),
  );
  const carrier = id(await call('POST', '/bffweb/freight/carriers', { name: `Carrier ${secret}` }));
  const region = id(
    await call('POST', '/bffweb/freight/regions', {
      name: `Region ${secret}`,
      ranges: [{ postalCodeStart: '01000-000', postalCodeEnd: '19999-999' }],
      carrierIds: [carrier],
    }),
  );
  const value = id(
    await call('POST', '/bffweb/freight/values', {
      carrierId: carrier,
      regionId: region,
      weightFrom: 0,
      weightTo: 30,
      price: 19.9,
      deadlineDays: 3,
      freightType: 'STANDARD',
      serviceName: `Service ${secret}`,
    }),
  );
  const order = id(
    await call('POST', '/integration/sandbox/orders', {
      platform: 'SANDBOX',
      items: [{ skuId: first.skuId, qty: 1, salePrice: 90 }],
      customer: { name: `Buyer ${secret}`, document: '12345678909', email: 'buyer@example.com' },
    }),
  );
  const group = id(await call('POST', '/integration/tags/group/SANDBOX', { orderIds: [order] }), 'groupId');
  const webhook = id(
    await call('POST', '/bffweb/webhooks', {
      urlName: `hook-${marker.toLowerCase()}`,
      url: `${receiverUrl}/${secret}`,
      token: { header: 'X-Feira-Token', value: `secret-${secret}` },
      statuses: ['Criado', 'Pago'],
      domains: ['product', 'price', 'stock'],
    }),
  );
  const delivery = id(await call('POST', `/bffweb/webhooks/${webhook}/test`));
  const upload = id(
    await call(
      'POST',
      `/bffweb/catalog/imports?fileName=${secret}.csv`,
      `externalId;sku;title\n${productId};${productId}-1;Product ${secret}\n`,
      'text/csv',
    ),
  );
  const client = id(
    await call('POST', '/bffweb/apps/clients', { name: `App ${secret}`, scopes: ['price:edit'] }),
    'clientId',
  );
  const probe = id(await call('POST', '/management/ops/probes'));

  // The items a seller already had on a channel and Mercado Livre's questions come from the channel
  // itself (no route makes them): seeded as rows, so the sweeps reach their routes with this seller's ids.
  const listing = newId('lst');
  const questionId = String(13_000_000_000 + Math.floor(Math.random() * 1_000_000_000));
  const now = new Date().toISOString();
  await t.rt.database.db.execute(
    sql`insert into channel_listings (seller_id, id, platform, account_id, channel_item_id, variation_id, title,
          channel_status, state, seen_at, updated_at)
        values (${seller.id}, ${listing}, 'SANDBOX', ${account}, ${`MLB5${questionId}`}, '', ${`Listing ${secret}`},
          'active', 'UNMATCHED', ${now}, ${now})`,
  );
  await t.rt.database.db.execute(
    sql`insert into mercadolivre_questions (seller_id, question_id, account_id, item_id, item_title, text, status,
          asked_at, refreshed_at)
        values (${seller.id}, ${questionId}, ${account}, ${`MLB5${questionId}`}, ${`Item ${secret}`},
          ${`Question ${secret}`}, 'UNANSWERED', ${now}, ${now})`,
  );

  const known: Known = {
    questionId,
    productId,
    externalId: productId,
    driver: 'MARKUP',
    csv: 'postalCodeStart;postalCodeEnd;weightFrom;weightTo;price;deadlineDays\n01000000;01999999;0;10;9.90;3\n',
    skuId: first.skuId,
    skuIds: [first.skuId, second.skuId],
    sku: first.sku,
    skus: [first.sku],
    originSkuId: first.skuId,
    originSkuIds: [first.skuId],
    itemId: first.skuId,
    categoryId: category,
    categoryIds: [category],
    brandId: brand,
    adId,
    adIds: [adId],
    entryId: entry,
    platform: 'SANDBOX',
    platforms: ['SANDBOX'],
    warehouseId: 'W1',
    promotionId: promotion,
    ids: [promotion],
    ruleId: rule,
    jobId: job,
    carrierId: carrier,
    carrierIds: [carrier],
    regionId: region,
    valueId: value,
    orderId: order,
    orderIds: [order],
    groupId: group,
    packageId: `pkg-${marker}`,
    deliveryId: delivery,
    clientId: client,
    sellerId: seller.id,
    postalCode: '01310100',
    urlName: `hook-${marker.toLowerCase()}`,
  };
  const idsByPrefix: [string, string][] = [
    ['/integration/brands/', brand],
    ['/integration/categories/', category],
    ['/integration/attributes/', attribute],
    ['/bffweb/catalog/imports/', upload],
    ['/bffweb/marketplaces/{platform}/existing-items/', listing],
    ['/bffweb/marketplaces/', account],
    ['/integration/prices/held/', heldId],
    ['/bffweb/prices/held/', heldId],
    ['/integration/ads/', adId],
    ['/bffweb/ads/', adId],
    ['/bffweb/webhooks/', webhook],
    ['/bffweb/price-formation/templates/', template],
    ['/management/ops/probes/', probe],
    ['/management/sellers/', seller.id],
  ];
  const ids = [
    ...new Set(
      [...Object.values(known).flat(), ...idsByPrefix.map(([, v]) => v)]
        .map(String)
        .filter((v) => /^[a-z]{2,5}_[0-9A-Z]{20,}$/.test(v) || v.includes(marker)),
    ),
  ];
  // Mercado Livre's question ids are its own digits, not Feira's prefixed ids.
  return { sellerId: seller.id, token, admin, secret, known, idsByPrefix, ids: [...ids, questionId] };
}

/** A category of the sandbox channel's own tree. */
const SANDBOX_CATEGORY = 'SBX_HOME';

/** The value of a path parameter for this operation's path. */
export function pathValue(data: SellerData, path: string, name: string): unknown {
  // A channel's category belongs to the channel's tree, which every seller shares, not to seller A.
  if (name === 'categoryId' && path.startsWith('/bffweb/marketplaces/')) return SANDBOX_CATEGORY;
  if (name === 'id') {
    const match = data.idsByPrefix.find(([prefix]) => path.startsWith(prefix));
    if (match) return match[1];
  }
  return data.known[name] ?? 'fuzz';
}
