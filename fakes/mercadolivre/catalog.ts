import { mlError, type FakeState, type Handler } from './state.ts';

interface FakeCategory {
  id: string;
  name: string;
  domainId: string;
  domainName: string;
  /** Words of a title that make domain discovery predict this category. */
  words: string[];
  /** Attribute ids the category requires (`required` tag). */
  required: string[];
  /**
   * Attribute ids tagged `conditional_required`: GTIN, which an item carries or replaces with
   * EMPTY_GTIN_REASON (why the product has none).
   */
  conditional: string[];
  /** `settings.max_title_length` of `/categories/{id}`. */
  maxTitleLength: number;
}

/** A small slice of the Brazilian category tree, enough to publish and to be refused. */
export const fakeCategories: FakeCategory[] = [
  {
    id: 'MLB270195',
    name: 'Garrafas Térmicas',
    domainId: 'MLB-THERMOSES',
    domainName: 'Garrafas térmicas',
    words: ['garrafa', 'térmica', 'termica'],
    required: ['BRAND', 'ITEM_CONDITION'],
    conditional: ['GTIN'],
    maxTitleLength: 60,
  },
  {
    id: 'MLB31447',
    name: 'Camisetas',
    domainId: 'MLB-T_SHIRTS',
    domainName: 'Camisetas',
    words: ['camiseta', 'camisa'],
    required: ['BRAND', 'COLOR', 'SIZE', 'GENDER', 'ITEM_CONDITION'],
    conditional: ['GTIN'],
    maxTitleLength: 60,
  },
  {
    id: 'MLB1234',
    name: 'Outros',
    domainId: 'MLB-OTHERS',
    domainName: 'Outros',
    words: [],
    required: ['BRAND', 'ITEM_CONDITION'],
    conditional: [],
    maxTitleLength: 60,
  },
];

/**
 * Attributes tagged `allow_variations`: what tells the variations of a classic item apart
 * (`attribute_combinations`), when the category has them.
 */
export const VARIATION_ATTRIBUTES = new Set(['COLOR', 'SIZE', 'VOLTAGE']);

const names: Record<string, string> = {
  BRAND: 'Marca',
  GTIN: 'Código universal de produto',
  COLOR: 'Cor',
  SIZE: 'Tamanho',
  GENDER: 'Gênero',
  SELLER_SKU: 'SKU',
  MODEL: 'Modelo',
  ITEM_CONDITION: 'Condição do item',
  EMPTY_GTIN_REASON: 'Motivo de GTIN vazio',
};

/** The listed values of the attributes that have them (`values` of `/categories/{id}/attributes`). */
const attributeValues: Record<string, { id: string; name: string }[]> = {
  ITEM_CONDITION: [
    { id: '2230284', name: 'Novo' },
    { id: '2230581', name: 'Usado' },
    { id: '2230582', name: 'Recondicionado' },
  ],
  EMPTY_GTIN_REASON: [
    { id: '17055158', name: 'O produto é uma peça artesanal' },
    { id: '17055159', name: 'O produto é um kit' },
    { id: '17055160', name: 'O produto não tem código cadastrado' },
  ],
};

export function categoryRoutes(_state: FakeState): [string, RegExp, Handler][] {
  return [
    [
      'GET',
      /^\/sites\/MLB\/domain_discovery\/search$/,
      (request) => {
        const q = (request.query.get('q') ?? '').toLowerCase();
        if (!q) return mlError(400, 'bad_request', 'q is required');
        const limit = Number(request.query.get('limit') ?? '4');
        const found = fakeCategories.filter((c) => c.words.some((word) => q.includes(word))).slice(0, limit);
        return {
          status: 200,
          body: found.map((c) => ({
            domain_id: c.domainId,
            domain_name: c.domainName,
            category_id: c.id,
            category_name: c.name,
            attributes: [],
          })),
        };
      },
    ],
    [
      'GET',
      /^\/categories\/([A-Z0-9]+)\/attributes$/,
      (request) => {
        const category = fakeCategories.find((c) => c.id === request.params[0]);
        if (!category) return mlError(404, 'not_found', `Category ${request.params[0]} not found`);
        const gtin = category.conditional.includes('GTIN') ? ['EMPTY_GTIN_REASON'] : [];
        const ids = [
          ...new Set([...category.required, ...category.conditional, ...gtin, 'SELLER_SKU', 'MODEL']),
        ];
        return {
          status: 200,
          body: ids.map((id) => ({
            id,
            name: names[id] ?? id,
            value_type: attributeValues[id] ? 'list' : 'string',
            ...(attributeValues[id] ? { values: attributeValues[id] } : {}),
            tags: {
              ...(category.required.includes(id)
                ? { required: true }
                : category.conditional.includes(id)
                  ? { conditional_required: true }
                  : {}),
              ...(VARIATION_ATTRIBUTES.has(id) ? { allow_variations: true } : {}),
            },
          })),
        };
      },
    ],
    [
      'GET',
      /^\/categories\/([A-Z0-9]+)$/,
      (request) => {
        const category = fakeCategories.find((c) => c.id === request.params[0]);
        if (!category) return mlError(404, 'not_found', `Category ${request.params[0]} not found`);
        return {
          status: 200,
          body: {
            id: category.id,
            name: category.name,
            settings: {
              max_title_length: category.maxTitleLength,
              listing_allowed: true,
              shipping_modes: ['custom', 'not_specified', 'me2'],
              buying_modes: ['buy_it_now'],
              item_conditions: ['new', 'used', 'not_specified'],
            },
          },
        };
      },
    ],
  ];
}
