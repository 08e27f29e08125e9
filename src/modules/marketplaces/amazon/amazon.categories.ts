import type { Runtime } from '../../../platform/runtime.ts';
import type { ChannelCategories } from '../channel.ts';
import { ChannelRefusedError, type AccountRef } from '../connector.ts';
import { amazonConnector } from './amazon.connector.ts';
import { NeedsReconnect } from './amazon.credentials.ts';
import { SpApiRefusal } from './amazon.http.ts';
import { productTypeSchema } from './amazon.listings.ts';
import { MARKETPLACE_ID } from './domain/listing-body.ts';

/** The product types one search offers the seller. */
const SEARCH_LIMIT = 8;

/** Required attributes the listing fills from the ad's own fields (domain/listing-body.ts). */
const AUTOMATIC = new Set([
  'item_name',
  'externally_assigned_product_identifier',
  'condition_type',
  'purchasable_offer',
  'fulfillment_availability',
]);

async function asChannel<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SpApiRefusal) throw new ChannelRefusedError(error.sellerMessage());
    if (error instanceof NeedsReconnect) throw new ChannelRefusedError(error.message);
    throw error;
  }
}

/** A name as the seller reads it when Amazon gives no title: its schema names are snake_case words. */
const readable = (name: string) => name.replaceAll('_', ' ');

/**
 * Amazon's product types as the seller's categories: `searchDefinitionsProductTypes` by keywords (the
 * seller's words) or by item name (the title: Amazon's own suggestion), and the attributes the type's
 * LISTING requirements make required (`getDefinitionsProductType`, then its JSON Schema), each named by
 * the schema's `title` and explained by its `description` (ADS-115).
 */
export const amazonCategories: ChannelCategories = {
  async search(rt: Runtime, account: AccountRef, search) {
    const query: Record<string, string> =
      'query' in search
        ? { keywords: search.query.split(/\s+/).filter(Boolean).join(',') }
        : { itemName: search.title };
    const reply = await asChannel(() =>
      amazonConnector(rt).call(account, {
        operation: 'searchDefinitionsProductTypes',
        method: 'GET',
        path: '/definitions/2020-09-01/productTypes',
        query: { marketplaceIds: MARKETPLACE_ID, locale: 'pt_BR', ...query },
      }),
    );
    const found = (reply.body as { productTypes?: { name: string; displayName?: string }[] }).productTypes;
    return (found ?? [])
      .slice(0, SEARCH_LIMIT)
      .map((type) => ({ id: type.name, name: type.displayName ?? readable(type.name) }));
  },
  async attributes(rt: Runtime, account: AccountRef, categoryId: string) {
    const schema = await asChannel(() => productTypeSchema(amazonConnector(rt), account, categoryId));
    // The schema's display texts, in Portuguese (the definition is asked in pt_BR): the seller's labels.
    return schema.required.map((name) => {
      const { title, description } = schema.texts.get(name) ?? {};
      return {
        id: name,
        name: title ?? readable(name),
        ...(description ? { description } : {}),
        required: true,
        automatic: AUTOMATIC.has(name),
        values: [],
      };
    });
  },
};
