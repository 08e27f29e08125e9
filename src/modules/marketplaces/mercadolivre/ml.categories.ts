import type { Runtime } from '../../../platform/runtime.ts';
import type { ChannelCategories, ChannelCategory, ChannelChoice } from '../channel.ts';
import type { AccountRef } from '../connector.ts';
import { mercadoLivreConnector, refusedAsChannel } from './ml.connector.ts';

/** Categories one search offers the seller: domain discovery's predictions, best first. */
const SEARCH_LIMIT = 8;

/**
 * Mercado Livre's listing types on MLB, by exposure (`GET /sites/MLB/listing_types`; the names are
 * the ones the site shows, docs/channels/mercadolivre.md).
 */
export const mercadoLivreListingTypes: readonly ChannelChoice[] = [
  { id: 'free', name: 'Grátis' },
  { id: 'gold_special', name: 'Clássico' },
  { id: 'gold_pro', name: 'Premium' },
];

/** Attributes publication fills from the ad's own fields (ml.item-body.ts): the seller is not asked. */
const AUTOMATIC = new Set([
  'SELLER_SKU',
  'GTIN',
  'EMPTY_GTIN_REASON',
  'ITEM_CONDITION',
  'SELLER_PACKAGE_HEIGHT',
  'SELLER_PACKAGE_WIDTH',
  'SELLER_PACKAGE_LENGTH',
  'SELLER_PACKAGE_WEIGHT',
]);

/** One entry of `/categories/{id}/attributes`, the parts the seller's form reads. */
interface ListedAttribute {
  id: string;
  name: string;
  values?: { id: string; name: string }[];
  tags?: {
    required?: boolean;
    catalog_required?: boolean;
    hidden?: boolean;
    read_only?: boolean;
    fixed?: boolean;
  };
}

/** `/sites/MLB/domain_discovery/search`: one prediction. */
interface Prediction {
  category_id: string;
  category_name: string;
  domain_name?: string;
}

/**
 * Mercado Livre's category tree for the seller's picker: domain discovery predicts categories from
 * words (the seller's, or the ad's title: the same call publication makes when the ad names none),
 * and a category's attributes say which are `required` (or `catalog_required`) and list their values.
 */
export const mercadoLivreCategories: ChannelCategories = {
  async search(rt: Runtime, account: AccountRef, search) {
    const words = 'query' in search ? search.query : search.title;
    const reply = await refusedAsChannel(() =>
      mercadoLivreConnector(rt).call(account, {
        method: 'GET',
        path: `/sites/MLB/domain_discovery/search?limit=${SEARCH_LIMIT}&q=${encodeURIComponent(words)}`,
      }),
    );
    const seen = new Set<string>();
    return (reply.body as Prediction[]).flatMap((found): ChannelCategory[] => {
      if (seen.has(found.category_id)) return [];
      seen.add(found.category_id);
      return [
        {
          id: found.category_id,
          name: found.category_name,
          ...(found.domain_name ? { path: found.domain_name } : {}),
        },
      ];
    });
  },
  async attributes(rt: Runtime, _account: AccountRef, categoryId: string) {
    const listed = (await refusedAsChannel(() =>
      mercadoLivreConnector(rt).categoryAttributes(categoryId),
    )) as ListedAttribute[];
    return listed
      .filter((attribute) => !attribute.tags?.hidden && !attribute.tags?.read_only && !attribute.tags?.fixed)
      .map((attribute) => ({
        id: attribute.id,
        name: attribute.name,
        required: Boolean(attribute.tags?.required || attribute.tags?.catalog_required),
        automatic: AUTOMATIC.has(attribute.id),
        values: (attribute.values ?? []).map((value) => ({ id: value.id, name: value.name })),
      }));
  },
};
