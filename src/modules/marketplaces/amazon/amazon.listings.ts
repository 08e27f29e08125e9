import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { systemCtx, withTransaction } from '../../../platform/context.ts';
import { appendEvent } from '../../../platform/events/events.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { iso } from '../../../platform/time.ts';
import type { ItemView } from '../channel.ts';
import type { AccountRef, ItemResult, ItemUpsert } from '../connector.ts';
import type { AmazonConnector } from './amazon.connector.ts';
import { amazonListings, type ListingIssue } from './amazon.tables.ts';
import {
  MARKETPLACE_ID,
  listingAttributes,
  offerPatches,
  priceText,
  quantityOf,
  type ListingAttributes,
} from './domain/listing-body.ts';

/** Amazon answers issues in the seller's language. */
const ISSUE_LOCALE = 'pt_BR';
/** How long a process reuses a product type's definition before asking for its current version. */
const DEFINITION_REUSE_MS = 60 * 60_000;

interface Submission {
  sku: string;
  status: 'ACCEPTED' | 'INVALID';
  issues?: ListingIssue[];
}

interface Definition {
  version: string;
  schemaUrl: string;
}

/** What Feira reads of a product type's JSON Schema: its required attributes and their display texts. */
interface ProductTypeSchema {
  required: string[];
  /** Each property's `title` and `description`, in the definition's locale (pt_BR). */
  texts: Map<string, { title?: string; description?: string }>;
}

/** Per process: product types' definitions for an hour, and their schemas by version. */
const definitions = new WeakMap<Runtime, Map<string, { at: number; definition: Promise<Definition> }>>();
const schemaByVersion = new Map<string, Promise<ProductTypeSchema>>();

const listingPath = (sku: string) => `/listings/2021-08-01/items/{sellerId}/${encodeURIComponent(sku)}`;
const listingQuery = { marketplaceIds: MARKETPLACE_ID, issueLocale: ISSUE_LOCALE };

/** The product type a title belongs to, by Amazon's product type search; null when it finds none. */
async function searchProductType(
  c: AmazonConnector,
  account: AccountRef,
  title: string,
): Promise<string | null> {
  const reply = await c.call(account, {
    operation: 'searchDefinitionsProductTypes',
    method: 'GET',
    path: '/definitions/2020-09-01/productTypes',
    query: { marketplaceIds: MARKETPLACE_ID, itemName: title, locale: ISSUE_LOCALE },
  });
  return (reply.body as { productTypes?: { name: string }[] }).productTypes?.[0]?.name ?? null;
}

/**
 * The product type's LISTING schema: its definition (re-read hourly, for its current version, asked in
 * pt_BR so the display texts are Portuguese) links its JSON Schema, read once per version.
 */
export async function productTypeSchema(
  c: AmazonConnector,
  account: AccountRef,
  productType: string,
): Promise<ProductTypeSchema> {
  let ofRuntime = definitions.get(c.rt);
  if (!ofRuntime)
    definitions.set(c.rt, (ofRuntime = new Map<string, { at: number; definition: Promise<Definition> }>()));
  let known = ofRuntime.get(productType);
  if (!known || Date.now() - known.at > DEFINITION_REUSE_MS) {
    const definition = c
      .call(account, {
        operation: 'getDefinitionsProductType',
        method: 'GET',
        path: `/definitions/2020-09-01/productTypes/${encodeURIComponent(productType)}`,
        query: { marketplaceIds: MARKETPLACE_ID, requirements: 'LISTING', locale: ISSUE_LOCALE },
      })
      .then((reply) => {
        const body = reply.body as {
          productTypeVersion: { version: string };
          schema: { link: { resource: string } };
        };
        return { version: body.productTypeVersion.version, schemaUrl: body.schema.link.resource };
      });
    known = { at: Date.now(), definition };
    ofRuntime.set(productType, known);
    definition.catch(() => ofRuntime.delete(productType));
  }
  const { version, schemaUrl } = await known.definition;
  const key = `${productType}@${version}`;
  let schema = schemaByVersion.get(key);
  if (!schema) {
    // The schema's link is a pre-signed address outside the SP-API: no token, no usage plan.
    schema = fetch(schemaUrl, { signal: AbortSignal.timeout(30_000) }).then(async (response) => {
      if (!response.ok) throw new Error(`product type schema ${key}: HTTP ${response.status}`);
      const body = (await response.json()) as {
        required?: string[];
        properties?: Record<string, { title?: unknown; description?: unknown }>;
      };
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
      const texts = new Map(
        Object.entries(body.properties ?? {}).map(([name, property]) => [
          name,
          { title: text(property.title), description: text(property.description) },
        ]),
      );
      return { required: body.required ?? [], texts };
    });
    schemaByVersion.set(key, schema);
    schema.catch(() => schemaByVersion.delete(key));
  }
  return schema;
}

/** The attributes the product type's LISTING requirements make required. */
async function requiredAttributes(
  c: AmazonConnector,
  account: AccountRef,
  productType: string,
): Promise<string[]> {
  return (await productTypeSchema(c, account, productType)).required;
}

const digestOf = (attributes: ListingAttributes) => {
  const { purchasable_offer: _price, fulfillment_availability: _quantity, ...content } = attributes;
  return crypto.createHash('sha256').update(JSON.stringify(content)).digest('base64url');
};

const issueText = (issues: ListingIssue[]) =>
  issues
    .filter((issue) => issue.severity === 'ERROR')
    .map((issue) => `${issue.code}: ${issue.message}`)
    .join('; ');

async function recordSubmission(
  c: AmazonConnector,
  account: AccountRef,
  item: ItemUpsert,
  row: {
    sku: string;
    productType: string;
    submission: Submission;
    price: string | null;
    quantity: number;
    contentDigest?: string;
  },
): Promise<void> {
  const now = c.rt.clock.now().toISOString();
  const values = {
    sellerId: account.sellerId,
    adId: item.adId,
    accountId: account.accountId,
    sku: row.sku,
    productType: row.productType,
    status: row.submission.status,
    issues: row.submission.issues ?? [],
    price: row.price,
    quantity: row.quantity,
    ...(row.contentDigest ? { contentDigest: row.contentDigest } : {}),
    refreshedAt: now,
  };
  await c.rt.database.db
    .insert(amazonListings)
    .values(values)
    .onConflictDoUpdate({ target: [amazonListings.sellerId, amazonListings.adId], set: values });
}

async function listingOf(rt: Runtime, sellerId: string, adId: string) {
  const [row] = await rt.database.db
    .select()
    .from(amazonListings)
    .where(and(eq(amazonListings.sellerId, sellerId), eq(amazonListings.adId, adId)));
  return row;
}

/**
 * Publishes one ad as a listing. A listing Amazon accepted whose content is unchanged gets a PATCH of
 * its price and quantity; otherwise the whole listing is put, with the ad's product type (the one the
 * seller chose, or the product type search's for its title) and the attributes that type requires.
 * An ad missing some of them waits, naming them, and nothing is sent; an INVALID answer ends the ad in
 * ERROR with Amazon's issues, not sent again until the ad changes.
 */
export async function publishListing(
  c: AmazonConnector,
  account: AccountRef,
  item: ItemUpsert,
): Promise<ItemResult> {
  const sku = item.fields.sku;
  const price = priceText(item.fields);
  const previous = await listingOf(c.rt, account.sellerId, item.adId);
  const productType =
    item.channelCategoryId ??
    (previous?.status !== 'INVALID' ? previous?.productType : undefined) ??
    (await searchProductType(c, account, typeof item.fields.title === 'string' ? item.fields.title : ''));
  if (!productType)
    return {
      adId: item.adId,
      ok: false,
      waiting: true,
      retryable: false,
      error: 'Amazon found no product type for this title: choose one for the ad (channelCategoryId)',
    };
  const { attributes, missing } = listingAttributes(
    item.fields,
    await requiredAttributes(c, account, productType),
  );
  if (missing.length > 0)
    return {
      adId: item.adId,
      ok: false,
      waiting: true,
      retryable: false,
      error: `Amazon needs for product type ${productType}: ${missing.join(', ')}`,
    };
  const contentDigest = digestOf(attributes);
  const quantity = quantityOf(item.fields);
  const listed =
    previous && previous.status !== 'INVALID' && previous.sku === sku && item.channelItemId === sku;
  const patchOnly =
    listed && previous.productType === productType && previous.contentDigest === contentDigest;
  const reply = patchOnly
    ? await c.call(account, {
        operation: 'patchListingsItem',
        method: 'PATCH',
        path: listingPath(sku),
        query: listingQuery,
        json: { productType, patches: offerPatches(item.fields) },
      })
    : await c.call(account, {
        operation: 'putListingsItem',
        method: 'PUT',
        path: listingPath(sku),
        query: listingQuery,
        json: { productType, requirements: 'LISTING', attributes },
      });
  const submission = reply.body as Submission;
  await recordSubmission(c, account, item, {
    sku,
    productType,
    submission,
    price,
    quantity,
    contentDigest: patchOnly ? undefined : contentDigest,
  });
  if (submission.status !== 'ACCEPTED')
    return {
      adId: item.adId,
      ok: false,
      retryable: false,
      error: `Amazon: ${issueText(submission.issues ?? []) || submission.status}`,
    };
  return { adId: item.adId, ok: true, channelItemId: sku, channelCategoryId: productType };
}

/** Deletes the ad's listing on Amazon and forgets it. */
export async function deleteListing(
  c: AmazonConnector,
  account: AccountRef,
  item: { adId: string; channelItemId: string },
): Promise<void> {
  await c.call(account, {
    operation: 'deleteListingsItem',
    method: 'DELETE',
    path: listingPath(item.channelItemId),
    query: listingQuery,
  });
  await c.rt.database.db
    .delete(amazonListings)
    .where(and(eq(amazonListings.sellerId, account.sellerId), eq(amazonListings.adId, item.adId)));
}

/** One listing as `searchListingsItems` answers it with summaries, issues, offers and availability. */
export interface ListedItem {
  sku: string;
  summaries?: { asin?: string; status?: string[]; lastUpdatedDate?: string }[];
  issues?: ListingIssue[];
  offers?: { price?: { amount?: string } }[];
  fulfillmentAvailability?: { quantity?: number }[];
}

/**
 * Reads back what Amazon holds for the account's listings: ASIN, status words, issues (an ERROR issue
 * raised after acceptance shows the listing in ERROR with Amazon's code and message), price and quantity.
 */
export async function recordListed(rt: Runtime, account: AccountRef, items: ListedItem[]): Promise<void> {
  if (items.length === 0) return;
  const rows = await rt.database.db
    .select()
    .from(amazonListings)
    .where(
      and(
        eq(amazonListings.sellerId, account.sellerId),
        eq(amazonListings.accountId, account.accountId),
        inArray(
          amazonListings.sku,
          items.map((i) => i.sku),
        ),
      ),
    );
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const now = rt.clock.now().toISOString();
  for (const item of items) {
    const row = bySku.get(item.sku);
    if (!row) continue;
    const summary = item.summaries?.[0];
    const issues = item.issues ?? [];
    const statuses = summary?.status ?? [];
    const failed = issues.some((i) => i.severity === 'ERROR');
    const ctx = systemCtx(rt, account.sellerId, 'amazon:poll');
    await withTransaction(ctx, async (tx) => {
      await tx.db
        .update(amazonListings)
        .set({
          asin: summary?.asin ?? row.asin,
          statuses,
          issues,
          status: failed ? 'ERROR' : (statuses[0] ?? row.status),
          price: item.offers?.[0]?.price?.amount ?? row.price,
          quantity: item.fulfillmentAvailability?.[0]?.quantity ?? row.quantity,
          channelUpdatedAt: summary?.lastUpdatedDate ?? row.channelUpdatedAt,
          refreshedAt: now,
        })
        .where(and(eq(amazonListings.sellerId, row.sellerId), eq(amazonListings.adId, row.adId)));
      // An issue newly raised on an accepted listing ends the ad in ERROR with Amazon's words (ADS-99).
      if (failed && row.status !== 'ERROR')
        await appendEvent(tx, 'marketplace.ChannelItemFailed', {
          adId: row.adId,
          platform: account.platform,
          error: `Amazon: ${issueText(issues)}`,
        });
    });
  }
}

/**
 * What Amazon holds for the seller's ads: the seller SKU as item id, Amazon's status (ERROR when an
 * issue of severity ERROR stands), its issues as `code: message`, its statuses as tags, and the ASIN.
 */
export async function itemViews(
  rt: Runtime,
  sellerId: string,
  adIds: string[],
): Promise<Map<string, ItemView>> {
  if (adIds.length === 0) return new Map();
  const rows = await rt.database.db
    .select()
    .from(amazonListings)
    .where(and(eq(amazonListings.sellerId, sellerId), inArray(amazonListings.adId, adIds)));
  return new Map(
    rows.map((row) => [
      row.adId,
      {
        itemId: row.sku,
        status: row.status,
        subStatus: row.issues.map((issue) => `${issue.code}: ${issue.message}`),
        tags: row.statuses,
        ...(row.asin ? { asin: row.asin } : {}),
        price: row.price,
        stock: row.quantity,
        fulfillment: false,
        channelUpdatedAt: row.channelUpdatedAt,
        refreshedAt: iso(row.refreshedAt),
      },
    ]),
  );
}
