import type { VariationSnapshot } from '../../catalog/index.ts';
import { updateOptions, type UpdateOption } from './update-options.ts';
import { renderTitle } from './title-template.ts';

/** What the catalog says about a variation, in the terms an ad uses (its ids aside). */
export type ProductSource = Omit<VariationSnapshot, 'skuId' | 'productId'>;

/** The ad fields that follow the product; named as on the ad row. */
export interface FollowedFields {
  name?: string;
  description?: string | null;
  dimensions?: Record<string, string | null>;
  handlingTime?: number | null;
  images?: { url: string; main?: boolean }[];
  videos?: { url: string }[];
  specifications?: { name: string; value: string }[];
  attributes?: { name: string; value: string }[];
  ean?: string | null;
  eans?: { value: string; main: boolean }[] | null;
  brand?: string | null;
  fiscal?: Record<string, unknown> | null;
  warranty?: Record<string, unknown> | null;
  condition?: string | null;
  status?: 'ACTIVE' | 'INACTIVE';
}

export interface AdState {
  platform: string;
  warranty: Record<string, unknown> | null;
  status?: string;
}

/**
 * STATUS: the ad's status is the variation's (ADS-76): ACTIVE on sale, INACTIVE off sale, whatever the
 * ad was (paused or closed by hand too: the option says the product decides).
 */
function followedStatus(adStatus: string | undefined, onSale: boolean): 'ACTIVE' | 'INACTIVE' | undefined {
  const status = onSale ? 'ACTIVE' : 'INACTIVE';
  return adStatus === status ? undefined : status;
}

/** The brand as the ad's marketplace knows it: its mapping name, else the brand name. */
function brandFor(source: ProductSource, platform: string): string | null {
  if (!source.brand) return null;
  return source.brand.mappings[platform] ?? source.brand.name;
}

/**
 * The ad's new values for the option groups that changed and that the ad follows. Groups the ad does
 * not follow keep the ad's own values; EAN moves ean and eans together, FISCAL its three fields,
 * WARRANTY time and type together, keeping the ad's type when the product gives none.
 */
export function followProduct(
  ad: AdState,
  source: ProductSource,
  changed: readonly string[],
  options: readonly UpdateOption[],
  titleTemplate: string | undefined,
): FollowedFields {
  const follows = (option: UpdateOption) => options.includes(option) && changed.includes(option);
  const out: FollowedFields = {};
  // The option set alone decides: a name of the ad's own takes TITLE out of it (ads.service.ts).
  if (follows('TITLE')) out.name = renderTitle(titleTemplate, source);
  if (follows('DESCRIPTION')) out.description = source.description;
  if (follows('DIMENSIONS')) out.dimensions = { ...source.dimensions };
  if (follows('HANDLING_TIME')) out.handlingTime = source.handlingTime;
  if (follows('IMAGES')) out.images = source.images;
  if (follows('VIDEOS')) out.videos = source.videos;
  if (follows('SPECIFICATION')) {
    out.specifications = source.productAttributes;
    out.attributes = source.variationAttributes;
  }
  if (follows('EAN')) {
    out.ean = source.ean;
    out.eans = source.eans;
  }
  if (follows('BRAND')) out.brand = brandFor(source, ad.platform);
  if (follows('FISCAL')) {
    const fiscal = source.fiscal ?? {};
    out.fiscal = {
      ncm: fiscal.ncm ?? null,
      origin: fiscal.origin ?? null,
      countryOfOrigin: fiscal.countryOfOrigin ?? null,
    };
  }
  if (follows('WARRANTY')) {
    out.warranty = {
      time: source.warranty?.time ?? null,
      type: source.warranty?.type ?? ad.warranty?.type ?? null,
    };
  }
  if (follows('CONDITION')) out.condition = source.condition;
  if (follows('STATUS')) {
    const status = followedStatus(ad.status, source.onSale);
    if (status) out.status = status;
  }
  return out;
}

/**
 * Every followed field at once: what a new ad copies from its variation. STATUS is left out (a new ad
 * has no status of its own to pause or resume yet) and PRICE is no product field (prices are set apart).
 */
export const allGroups: readonly UpdateOption[] = updateOptions.filter(
  (option) => option !== 'STATUS' && option !== 'PRICE',
);
