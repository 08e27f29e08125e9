/** Valid EANs (GTIN-13 with their check digit) for tests. */
export const EAN_A = '7891234567895';
export const EAN_B = '7891234567888';
export const EAN_C = '7891234567871';

/** A variation's EAN list: the main EAN first, then the secondary ones. */
export function eanList(main: string, ...secondary: string[]) {
  return [{ value: main, main: true }, ...secondary.map((value) => ({ value, main: false }))];
}

/** A full product body for tests; override any field. */
export function productBody(externalId: string, overrides: Record<string, unknown> = {}) {
  return {
    externalId,
    title: 'Garrafa térmica 1L',
    description: 'Inox, parede dupla',
    brand: 'Acme',
    nbm: '9617.00.10',
    condition: 'NEW',
    handlingTime: 2,
    warranty: { time: 12, type: 'SELLER_WARRANTY' },
    fiscal: { ncm: '96170010', origin: 0, countryOfOrigin: 'BR' },
    dimension: { weight: 0.8, height: 30, width: 10, length: 10 },
    productCosts: { inboundFreight: 1.2, packaging: 0.5, royalty: 0 },
    attributes: [{ name: 'Material', value: 'Inox' }],
    variations: [
      {
        sku: `${externalId}-AZUL`,
        ean: EAN_A,
        eans: eanList(EAN_A, EAN_B),
        cost: 31.9,
        attributes: [{ name: 'Cor', value: 'Azul' }],
        images: [{ url: 'https://img.example/1.jpg', main: true }],
      },
    ],
    ...overrides,
  };
}
