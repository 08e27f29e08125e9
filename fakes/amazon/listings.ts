import {
  BR,
  asinOf,
  attributeTexts,
  listingKey,
  opaque,
  spError,
  type FakeAmazonState,
  type FakeIssue,
  type FakeListing,
  type Handler,
  type Reply,
} from './state.ts';

/**
 * The locales the fake's definitions are written in: Brazil's language, and English for `DEFAULT` (the
 * default of a marketplace the fake does not model).
 */
const LOCALES = ['DEFAULT', 'pt_BR', 'en_US'];
const schemaLocale = (locale: string | null) => (locale === 'pt_BR' ? 'pt_BR' : 'en_US');

type Values = Record<string, unknown>[];
type Attributes = Record<string, Values>;

const PAGE_SIZE_MAX = 20;

/** The words of an issue in the locale the call asked for (`issueLocale`), as Amazon localizes them. */
function missing(name: string, locale: string | null): FakeIssue {
  return {
    code: '90220',
    message:
      locale === 'pt_BR'
        ? `'${name}' é obrigatório, mas não foi fornecido.`
        : `'${name}' is required but not supplied.`,
    severity: 'ERROR',
    attributeNames: [name],
  };
}

const invalid = (name: string, message: string): FakeIssue => ({
  code: '4000001',
  message,
  severity: 'ERROR',
  attributeNames: [name],
});

/** Checks each value of each attribute: marketplace, currency, price and quantity as a BR listing needs. */
function valueIssues(attributes: Attributes): FakeIssue[] {
  const issues: FakeIssue[] = [];
  for (const [name, values] of Object.entries(attributes)) {
    for (const value of values) {
      // Fulfillment availability is per fulfillment channel, not per marketplace.
      if (name !== 'fulfillment_availability' && value.marketplace_id !== BR)
        issues.push(invalid(name, `The value of '${name}' must name marketplace_id ${BR}.`));
    }
  }
  for (const offer of attributes.purchasable_offer ?? []) {
    const price = (offer.our_price as { schedule?: { value_with_tax?: unknown }[] }[] | undefined)?.[0]
      ?.schedule?.[0]?.value_with_tax;
    if (offer.currency !== 'BRL') issues.push(invalid('purchasable_offer', 'The currency must be BRL.'));
    if (typeof price !== 'number' || !(price > 0))
      issues.push(invalid('purchasable_offer', 'our_price must have a value_with_tax above 0.'));
  }
  for (const availability of attributes.fulfillment_availability ?? []) {
    if (availability.fulfillment_channel_code !== 'DEFAULT')
      issues.push(invalid('fulfillment_availability', 'fulfillment_channel_code must be DEFAULT.'));
    const quantity = availability.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0)
      issues.push(invalid('fulfillment_availability', 'quantity must be a whole number from 0.'));
  }
  for (const id of attributes.externally_assigned_product_identifier ?? []) {
    if (id.type !== 'ean' || !/^\d{13}$/.test(String(id.value)))
      issues.push(invalid('externally_assigned_product_identifier', 'The EAN must have 13 digits.'));
  }
  return issues;
}

/** Attributes must be arrays of objects: anything else is a malformed request (400), not an issue. */
function malformed(attributes: unknown): string | null {
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
    return 'attributes must be an object';
  for (const [name, values] of Object.entries(attributes)) {
    if (!Array.isArray(values) || values.length === 0) return `attributes.${name} must be a non-empty array`;
    if (values.some((v) => typeof v !== 'object' || v === null))
      return `attributes.${name} holds a non-object`;
  }
  return null;
}

function requiredIssues(
  state: FakeAmazonState,
  productType: string,
  attributes: Attributes,
  locale: string | null,
) {
  const type = state.productTypes.get(productType)!;
  const exempt = attributes.supplier_declared_has_product_identifier_exemption?.[0]?.value === true;
  return type.required
    .filter((name) => !(name === 'externally_assigned_product_identifier' && exempt))
    .filter((name) => !attributes[name])
    .map((name) => missing(name, locale));
}

const quantityOf = (listing: FakeListing) =>
  Number(listing.attributes.fulfillment_availability?.[0]?.quantity ?? 0);

const priceOf = (listing: FakeListing) =>
  (
    listing.attributes.purchasable_offer?.[0]?.our_price as
      { schedule: { value_with_tax: number }[] }[] | undefined
  )?.[0]?.schedule[0]?.value_with_tax;

/** A listing as Listings Items answers it (summaries, issues, offers, fulfillment availability). */
function itemOf(listing: FakeListing, included: string[]) {
  const errors = listing.issues.some((issue) => issue.severity === 'ERROR');
  const status = errors ? [] : quantityOf(listing) > 0 ? ['BUYABLE', 'DISCOVERABLE'] : ['DISCOVERABLE'];
  const item: Record<string, unknown> = { sku: listing.sku };
  if (included.includes('summaries'))
    item.summaries = [
      {
        marketplaceId: BR,
        asin: listing.asin,
        productType: listing.productType,
        conditionType: listing.attributes.condition_type?.[0]?.value,
        status,
        itemName: listing.attributes.item_name?.[0]?.value,
        createdDate: listing.createdDate,
        lastUpdatedDate: listing.lastUpdatedDate,
      },
    ];
  if (included.includes('issues'))
    item.issues = listing.issues.map((issue) => ({ ...issue, categories: [], enforcements: undefined }));
  if (included.includes('attributes')) item.attributes = listing.attributes;
  if (included.includes('offers')) {
    const price = priceOf(listing);
    item.offers =
      price === undefined
        ? []
        : [{ marketplaceId: BR, offerType: 'B2C', price: { currencyCode: 'BRL', amount: price.toFixed(2) } }];
  }
  if (included.includes('fulfillmentAvailability'))
    item.fulfillmentAvailability = [{ fulfillmentChannelCode: 'DEFAULT', quantity: quantityOf(listing) }];
  return item;
}

const submission = (sku: string, status: 'ACCEPTED' | 'INVALID', issues: FakeIssue[]): Reply => ({
  status: 200,
  body: { sku, status, submissionId: opaque('').slice(0, 32), issues },
});

/**
 * Listings Items 2021-08-01 and Product Type Definitions 2020-09-01 for Amazon.com.br: a PUT is
 * checked against its product type's required attributes (the identifier exemption stands in for
 * the EAN) and each value's marketplace, currency, price and quantity, answering ACCEPTED or INVALID
 * with issues in the requested locale; PATCH replaces attributes of an existing listing; DELETE
 * removes it; GET and the search by `lastUpdatedAfter` read them back with their issues.
 */
export function listingRoutes(state: FakeAmazonState, url: () => string): [string, RegExp, Handler][] {
  const at = (partner: string, sku: string) =>
    state.listings.get(listingKey(partner, decodeURIComponent(sku)));
  const checkMarketplace = (q: URLSearchParams) =>
    q.get('marketplaceIds') === BR ? null : spError(400, 'InvalidInput', `marketplaceIds must be ${BR}`);
  const own = (requested: string, partner: string) =>
    requested === partner ? null : spError(403, 'Unauthorized', 'Access to requested resource is denied.');
  return [
    [
      'PUT',
      /^\/listings\/2021-08-01\/items\/([^/]+)\/([^/]+)$/,
      (request) => {
        const [sellerId, rawSku] = request.params as [string, string];
        const refused = own(sellerId, request.partner) ?? checkMarketplace(request.query);
        if (refused) return refused;
        const body = (request.body ?? {}) as {
          productType?: unknown;
          requirements?: unknown;
          attributes?: unknown;
        };
        const shape = malformed(body.attributes);
        if (typeof body.productType !== 'string' || shape)
          return spError(400, 'InvalidInput', shape ?? 'productType is required');
        if (body.requirements !== undefined && body.requirements !== 'LISTING')
          return spError(400, 'InvalidInput', 'requirements must be LISTING for a new offer');
        const sku = decodeURIComponent(rawSku);
        if (!state.productTypes.has(body.productType))
          return submission(sku, 'INVALID', [
            {
              code: '90000900',
              message: `Product type ${body.productType} is not valid.`,
              severity: 'ERROR',
            },
          ]);
        const attributes = body.attributes as Attributes;
        const locale = request.query.get('issueLocale');
        const brand = attributes.brand?.[0]?.value;
        const gated =
          typeof brand === 'string' && state.restrictedBrands.has(brand)
            ? [
                {
                  code: '5461',
                  message:
                    locale === 'pt_BR'
                      ? `Você não tem aprovação para anunciar produtos da marca ${brand}.`
                      : `You are not approved to list products of the brand ${brand}.`,
                  severity: 'ERROR' as const,
                  attributeNames: ['brand'],
                },
              ]
            : [];
        const issues = [
          ...gated,
          ...requiredIssues(state, body.productType, attributes, locale),
          ...valueIssues(attributes),
        ];
        if (issues.length > 0) return submission(sku, 'INVALID', issues);
        const now = new Date(state.now()).toISOString();
        const previous = at(sellerId, rawSku);
        state.listings.set(listingKey(sellerId, sku), {
          sellerId,
          sku,
          productType: body.productType,
          asin: previous?.asin ?? asinOf(),
          attributes,
          issues: [],
          createdDate: previous?.createdDate ?? now,
          lastUpdatedDate: now,
        });
        return submission(sku, 'ACCEPTED', []);
      },
    ],
    [
      'PATCH',
      /^\/listings\/2021-08-01\/items\/([^/]+)\/([^/]+)$/,
      (request) => {
        const [sellerId, rawSku] = request.params as [string, string];
        const refused = own(sellerId, request.partner) ?? checkMarketplace(request.query);
        if (refused) return refused;
        const listing = at(sellerId, rawSku);
        if (!listing) return spError(404, 'NOT_FOUND', `SKU ${decodeURIComponent(rawSku)} not found`);
        const body = (request.body ?? {}) as { productType?: unknown; patches?: unknown };
        if (typeof body.productType !== 'string' || !Array.isArray(body.patches) || body.patches.length === 0)
          return spError(400, 'InvalidInput', 'productType and patches are required');
        const attributes = { ...listing.attributes };
        for (const patch of body.patches as { op?: string; path?: string; value?: unknown }[]) {
          const name = /^\/attributes\/([a-z_]+)$/.exec(patch.path ?? '')?.[1];
          if (!name || !['add', 'replace', 'delete'].includes(patch.op ?? ''))
            return spError(400, 'InvalidInput', `patch ${patch.op} ${patch.path} is not valid`);
          if (patch.op === 'delete') delete attributes[name];
          else {
            const shape = malformed({ [name]: patch.value });
            if (shape) return spError(400, 'InvalidInput', shape);
            attributes[name] = patch.value as Values;
          }
        }
        const issues = valueIssues(attributes);
        if (issues.length > 0) return submission(listing.sku, 'INVALID', issues);
        listing.attributes = attributes;
        listing.lastUpdatedDate = new Date(state.now()).toISOString();
        return submission(listing.sku, 'ACCEPTED', []);
      },
    ],
    [
      'DELETE',
      /^\/listings\/2021-08-01\/items\/([^/]+)\/([^/]+)$/,
      (request) => {
        const [sellerId, rawSku] = request.params as [string, string];
        const refused = own(sellerId, request.partner) ?? checkMarketplace(request.query);
        if (refused) return refused;
        const listing = at(sellerId, rawSku);
        if (!listing) return spError(404, 'NOT_FOUND', `SKU ${decodeURIComponent(rawSku)} not found`);
        state.listings.delete(listingKey(sellerId, listing.sku));
        return submission(listing.sku, 'ACCEPTED', []);
      },
    ],
    [
      'GET',
      /^\/listings\/2021-08-01\/items\/([^/]+)\/([^/]+)$/,
      (request) => {
        const [sellerId, rawSku] = request.params as [string, string];
        const refused = own(sellerId, request.partner) ?? checkMarketplace(request.query);
        if (refused) return refused;
        const listing = at(sellerId, rawSku);
        if (!listing) return spError(404, 'NOT_FOUND', `SKU ${decodeURIComponent(rawSku)} not found`);
        const included = (request.query.get('includedData') ?? 'summaries').split(',');
        return { status: 200, body: itemOf(listing, included) };
      },
    ],
    [
      'GET',
      /^\/listings\/2021-08-01\/items\/([^/]+)$/,
      (request) => {
        const [sellerId] = request.params as [string];
        const q = request.query;
        const refused = own(sellerId, request.partner) ?? checkMarketplace(q);
        if (refused) return refused;
        const pageSize = Number(q.get('pageSize') ?? 10);
        if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE_MAX)
          return spError(400, 'InvalidInput', `pageSize must be from 1 to ${PAGE_SIZE_MAX}`);
        let after = q.get('lastUpdatedAfter') ?? '';
        let offset = 0;
        const token = q.get('pageToken');
        if (token) {
          const page = state.pages.get(token);
          if (!page || page.kind !== 'listings' || page.partner !== sellerId)
            return spError(400, 'InvalidInput', 'pageToken is not valid');
          ({ after, offset } = page);
        } else if (after && Number.isNaN(Date.parse(after)))
          return spError(400, 'InvalidInput', 'lastUpdatedAfter must be ISO 8601');
        const matching = [...state.listings.values()]
          .filter(
            (l) => l.sellerId === sellerId && (!after || l.lastUpdatedDate >= new Date(after).toISOString()),
          )
          .sort((a, b) => a.lastUpdatedDate.localeCompare(b.lastUpdatedDate) || a.sku.localeCompare(b.sku));
        const page = matching.slice(offset, offset + pageSize);
        const included = (q.get('includedData') ?? 'summaries').split(',');
        const body: Record<string, unknown> = {
          numberOfResults: matching.length,
          items: page.map((listing) => itemOf(listing, included)),
        };
        if (offset + pageSize < matching.length) {
          const next = opaque('');
          state.pages.set(next, { kind: 'listings', partner: sellerId, after, offset: offset + pageSize });
          body.pagination = { nextToken: next };
        }
        return { status: 200, body };
      },
    ],
    [
      'GET',
      /^\/definitions\/2020-09-01\/productTypes$/,
      (request) => {
        const refused = checkMarketplace(request.query);
        if (refused) return refused;
        const words = (request.query.get('itemName') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        const keywords = (request.query.get('keywords') ?? '').toLowerCase().split(',').filter(Boolean);
        const wanted = [...words, ...keywords];
        const found = [...state.productTypes.values()].filter((type) =>
          type.keywords.some((keyword) => wanted.includes(keyword)),
        );
        return {
          status: 200,
          body: {
            productTypes: found.map((type) => ({
              name: type.name,
              displayName: type.displayName,
              marketplaceIds: [BR],
            })),
            productTypeVersion: 'UHqSqmb4FNUk=',
          },
        };
      },
    ],
    [
      'GET',
      /^\/definitions\/2020-09-01\/productTypes\/([A-Z_]+)$/,
      (request) => {
        const refused = checkMarketplace(request.query);
        if (refused) return refused;
        const type = state.productTypes.get(request.params[0]!);
        if (!type) return spError(404, 'NotFound', `Product type ${request.params[0]} not found`);
        if ((request.query.get('requirements') ?? 'LISTING') !== 'LISTING')
          return spError(400, 'InvalidInput', 'requirements must be LISTING');
        if (!LOCALES.includes(request.query.get('locale') ?? 'DEFAULT'))
          return spError(400, 'InvalidInput', `locale ${request.query.get('locale')} is not supported`);
        return {
          status: 200,
          body: {
            productType: type.name,
            displayName: type.displayName,
            marketplaceIds: [BR],
            locale: request.query.get('locale') ?? 'DEFAULT',
            requirements: 'LISTING',
            requirementsEnforced: 'ENFORCED',
            productTypeVersion: { version: type.version, latest: true, releaseCandidate: false },
            // The schema's display texts are in the definition's locale: each locale has its own link.
            schema: {
              link: {
                resource: `${url()}/schemas/${type.name}/${type.version}/${schemaLocale(request.query.get('locale'))}.json`,
                verb: 'GET',
              },
              checksum: type.version,
            },
            metaSchema: { link: { resource: `${url()}/schemas/meta.json`, verb: 'GET' }, checksum: 'meta' },
            propertyGroups: { offer: { title: 'Offer', propertyNames: ['purchasable_offer'] } },
          },
        };
      },
    ],
  ];
}

/** The product type's JSON Schema, where its definition links (a pre-signed address: no token). */
export function schemaRoutes(state: FakeAmazonState): [string, RegExp, Handler][] {
  return [
    [
      'GET',
      /^\/schemas\/([A-Z_]+)\/([A-Za-z0-9=_-]+)\/(pt_BR|en_US)\.json$/,
      (request) => {
        const type = state.productTypes.get(request.params[0]!);
        if (!type || type.version !== request.params[1]) return { status: 404, body: 'NoSuchKey' };
        const locale = request.params[2] as 'pt_BR' | 'en_US';
        return {
          status: 200,
          body: {
            $schema: 'https://schemas.amazon.com/selling-partners/definitions/product-types/meta-schema/v1',
            $id: `https://schemas.amazon.com/selling-partners/definitions/product-types/schema/v1/${type.name}`,
            type: 'object',
            required: type.required,
            properties: Object.fromEntries(
              type.required.map((name) => [
                name,
                { ...(attributeTexts[name]?.[locale] ?? { title: name }), type: 'array' },
              ]),
            ),
          },
        };
      },
    ],
  ];
}
