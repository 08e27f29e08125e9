import { randomBytes } from 'node:crypto';
import { Decimal } from '../platform/money.ts';
import { systemCtx, type Ctx } from '../platform/context.ts';
import { newId } from '../platform/ids.ts';
import type { Runtime } from '../platform/runtime.ts';
import { createAd } from '../modules/ads/index.ts';
import { createCategory, createProduct } from '../modules/catalog/index.ts';
import { createCarrier, createRegion, createValue } from '../modules/freight/index.ts';
import {
  connectAccount,
  sandboxSettlementCase,
  type SandboxSettlementCase,
} from '../modules/marketplaces/index.ts';
import { createRule } from '../modules/price-formation/index.ts';
import { putPriceList } from '../modules/prices/index.ts';
import { createSeller, createUser, userByEmail } from '../modules/sellers/index.ts';
import { putStockList } from '../modules/stock/index.ts';
import { demoCatalog } from './demo-catalog.ts';
import { ean13 } from './ean.ts';
import { DEMO_PLATFORM, placeDemoOrder } from './order-generator.ts';

export const DEMO_EMAIL = 'demo@feira.local';
/**
 * Orders placed while seeding, so the dashboard has a day already when the newcomer first looks: the
 * sandbox settles each with the discrepancy its id seeds, and the first three carry one each (a
 * commission above the rate, shipping re-measured, a refund charged twice), so Conciliação has a
 * difference of each kind to open (docs/decisions/web-admin.md WEB-92).
 */
const FIRST_ORDERS: readonly SandboxSettlementCase[] = [
  'COMMISSION',
  'SHIPPING',
  'DOUBLE_REFUND',
  'MATCHING',
  'MATCHING',
  'MATCHING',
];

/** A channel order id of the shape the sandbox gives, drawn until its settlement plants `planted`. */
function orderIdPlanting(planted: SandboxSettlementCase): string {
  for (;;) {
    const id = newId(DEMO_PLATFORM.toLowerCase());
    if (sandboxSettlementCase(id) === planted) return id;
  }
}

export interface DemoSeller {
  sellerId: string;
  email: string;
  /** Only when this call created the seller: it is printed once and never stored in clear. */
  password?: string;
}

/**
 * Makes the demo seller exist: on the first call a sandbox seller with a catalog of 50 products with
 * costs, prices and stock, the SANDBOX channel connected with an ad per product, a freight table, a
 * price formation rule and a first few orders; later calls find it by its e-mail and change nothing.
 * Everything goes through the modules' services, as a seller's own calls would. The login user is
 * created last: a start interrupted half-way leaves a seller nobody can log in to, and the next
 * start makes a whole new one.
 */
export async function seedDemo(rt: Runtime): Promise<DemoSeller> {
  const system = systemCtx(rt, null, 'demo');
  const existing = await userByEmail(system, DEMO_EMAIL);
  if (existing) return { sellerId: existing.sellerId, email: DEMO_EMAIL };

  const seller = await createSeller(system, { name: 'Loja Demonstração', sandbox: true });
  const ctx = systemCtx(rt, seller.id, 'demo');
  const skus = await seedCatalog(ctx);
  await putPriceList(
    ctx,
    'ADMIN',
    skus.map(({ skuId, price }) => ({ skuId, value: Number(price) })),
  );
  await putStockList(
    ctx,
    skus.map(({ skuId }, i) => ({ skuId, stock: 150 + ((i * 37) % 250) })),
  );
  await connectAccount(ctx, { platform: DEMO_PLATFORM });
  for (const { skuId } of skus) await createAd(ctx, { originSkuId: skuId, platform: DEMO_PLATFORM });
  await seedFreight(ctx);
  await createRule(ctx, {
    name: 'Margem de contribuição 15 %',
    eligibility: { platforms: [DEMO_PLATFORM] },
    costStructure: { channelCosts: { commission: 0.14, tax: 0.06 }, embedProductCosts: true },
    objective: { driver: 'CONTRIBUTION_MARGIN', value: 0.15, valueType: 'PERCENTAGE' },
  });
  for (const planted of FIRST_ORDERS) await placeDemoOrder(ctx, Math.random, orderIdPlanting(planted));

  const password = randomBytes(12).toString('base64url');
  await createUser(system, { sellerId: seller.id, email: DEMO_EMAIL, password });
  return { sellerId: seller.id, email: DEMO_EMAIL, password };
}

async function seedCatalog(ctx: Ctx): Promise<{ skuId: string; price: string }[]> {
  const skus: { skuId: string; price: string }[] = [];
  let n = 0;
  for (const [categoryName, products] of Object.entries(demoCatalog)) {
    const category = await createCategory(ctx, { name: categoryName });
    for (const product of products) {
      n += 1;
      const code = String(n).padStart(3, '0');
      const [height, width, length] = product.box;
      const ean = ean13(`78970000${String(1000 + n).slice(-4)}`);
      const created = await createProduct(ctx, {
        externalId: `DEMO-${code}`,
        title: product.title,
        description: `${product.title} da marca ${product.brand}. Produto novo, com nota fiscal e garantia.`,
        brand: product.brand,
        categoryId: category.id,
        condition: 'NEW',
        handlingTime: 1 + (n % 3),
        warranty: { time: 3, type: 'SELLER_WARRANTY' },
        dimension: { weight: product.weightKg, height, width, length },
        // Packaging grows with the box; inbound freight is 4 % of the cost.
        productCosts: {
          packaging: height * width * length > 20_000 ? 4.5 : 1.5,
          inboundFreight: new Decimal(product.cost).times('0.04').toDecimalPlaces(2).toNumber(),
        },
        variations: [
          {
            sku: `FEI-${code}`,
            eans: [{ value: ean, main: true }],
            cost: Number(product.cost),
          },
        ],
      });
      skus.push({ skuId: created.variations[0]!.skuId, price: product.price });
    }
  }
  return skus;
}

/** One carrier with its own table: three regions, three weight bands each, dearer and slower further away. */
async function seedFreight(ctx: Ctx): Promise<void> {
  const carrier = await createCarrier(ctx, { name: 'Transportadora Rápida Demo' });
  const regions = [
    {
      name: 'Sudeste',
      ranges: [
        { postalCodeStart: '01000-000', postalCodeEnd: '19999-999' },
        { postalCodeStart: '20000-000', postalCodeEnd: '28999-999' },
        { postalCodeStart: '30000-000', postalCodeEnd: '39999-999' },
      ],
      prices: ['14.90', '21.90', '39.90'],
      days: 2,
    },
    {
      name: 'Sul',
      ranges: [{ postalCodeStart: '80000-000', postalCodeEnd: '99999-999' }],
      prices: ['19.90', '27.90', '49.90'],
      days: 4,
    },
    {
      name: 'Nordeste',
      ranges: [{ postalCodeStart: '40000-000', postalCodeEnd: '65999-999' }],
      prices: ['29.90', '39.90', '69.90'],
      days: 7,
    },
  ];
  const bands = [
    [0, 1],
    [1, 5],
    [5, 30],
  ] as const;
  for (const region of regions) {
    const created = await createRegion(ctx, {
      name: region.name,
      ranges: region.ranges,
      carrierIds: [carrier.id],
    });
    for (const [i, [weightFrom, weightTo]] of bands.entries()) {
      await createValue(ctx, {
        carrierId: carrier.id,
        regionId: created.id,
        weightFrom,
        weightTo,
        price: Number(region.prices[i]),
        deadlineDays: region.days + i,
        freightType: 'STANDARD',
        serviceName: 'Padrão',
      });
    }
  }
}
