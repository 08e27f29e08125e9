import { mlError, type FakeState, type Handler } from './state.ts';

interface FakeCategory {
  id: string;
  name: string;
  domainId: string;
  domainName: string;
  /** Words of a title that make domain discovery predict this category. */
  words: string[];
  /** Attribute ids the category requires (besides BRAND, which all of them do). */
  required: string[];
}

/** A small slice of the Brazilian category tree, enough to publish and to be refused. */
export const fakeCategories: FakeCategory[] = [
  {
    id: 'MLB270195',
    name: 'Garrafas Térmicas',
    domainId: 'MLB-THERMOSES',
    domainName: 'Garrafas térmicas',
    words: ['garrafa', 'térmica', 'termica'],
    required: ['BRAND', 'GTIN'],
  },
  {
    id: 'MLB31447',
    name: 'Camisetas',
    domainId: 'MLB-T_SHIRTS',
    domainName: 'Camisetas',
    words: ['camiseta', 'camisa'],
    required: ['BRAND', 'COLOR', 'SIZE', 'GENDER'],
  },
  {
    id: 'MLB1234',
    name: 'Outros',
    domainId: 'MLB-OTHERS',
    domainName: 'Outros',
    words: [],
    required: ['BRAND'],
  },
];

const names: Record<string, string> = {
  BRAND: 'Marca',
  GTIN: 'Código universal de produto',
  COLOR: 'Cor',
  SIZE: 'Tamanho',
  GENDER: 'Gênero',
  SELLER_SKU: 'SKU',
  MODEL: 'Modelo',
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
        const ids = [...new Set([...category.required, 'SELLER_SKU', 'MODEL'])];
        return {
          status: 200,
          body: ids.map((id) => ({
            id,
            name: names[id] ?? id,
            value_type: 'string',
            tags: category.required.includes(id) ? { required: true } : {},
          })),
        };
      },
    ],
  ];
}
