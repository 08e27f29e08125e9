import { describe, expect, it } from 'vitest';
import { followProduct, type ProductSource } from './follow-product.ts';
import { renderTitle } from './title-template.ts';
import { knownOptions, toggleOptions, updateOptions, type UpdateOption } from './update-options.ts';

const source: ProductSource = {
  title: 'Garrafa',
  description: 'Inox',
  sku: 'G-AZUL',
  variationAttributes: [{ name: 'Cor', value: 'Azul' }],
  productAttributes: [{ name: 'Material', value: 'Inox' }],
  dimensions: { height: '30', width: '10', depth: '10', weight: '0.8' },
  handlingTime: 2,
  images: [{ url: 'https://i/1.jpg', main: true }],
  videos: [{ url: 'https://v/1' }],
  ean: '7891234567895',
  eans: [{ value: '7891234567895', main: true }],
  brand: { name: 'Acme', mappings: { SANDBOX_ML: 'ACME OFICIAL' } },
  fiscal: { ncm: '96170010', origin: 0, countryOfOrigin: 'BR' },
  warranty: { time: 12 },
  condition: 'NEW',
  onSale: true,
};
const ad = {
  platform: 'SANDBOX',
  warranty: { time: 6, type: 'FACTORY_WARRANTY' },
};

describe('followProduct', () => {
  it('changes only the groups that changed and that the ad follows', () => {
    expect(followProduct(ad, source, ['TITLE', 'EAN'], ['EAN'], undefined)).toEqual({
      ean: '7891234567895',
      eans: [{ value: '7891234567895', main: true }],
    });
    expect(followProduct(ad, source, ['TITLE'], ['EAN'], undefined)).toEqual({});
    expect(followProduct(ad, source, ['COST', 'SKU'], updateOptions, undefined)).toEqual({});
  });

  it('moves the fields of a group together', () => {
    const all = followProduct(
      ad,
      source,
      ['FISCAL', 'DIMENSIONS', 'SPECIFICATION'],
      updateOptions,
      undefined,
    );
    expect(all.fiscal).toEqual({ ncm: '96170010', origin: 0, countryOfOrigin: 'BR' });
    expect(all.dimensions).toEqual({ height: '30', width: '10', depth: '10', weight: '0.8' });
    expect(all.specifications).toEqual([{ name: 'Material', value: 'Inox' }]);
    expect(all.attributes).toEqual([{ name: 'Cor', value: 'Azul' }]);
  });

  it('keeps the ad’s warranty type when the product gives none', () => {
    expect(followProduct(ad, source, ['WARRANTY'], ['WARRANTY'], undefined).warranty).toEqual({
      time: 12,
      type: 'FACTORY_WARRANTY',
    });
    const typed = { ...source, warranty: { time: 3, type: 'SELLER_WARRANTY' } };
    expect(followProduct(ad, typed, ['WARRANTY'], ['WARRANTY'], undefined).warranty).toEqual({
      time: 3,
      type: 'SELLER_WARRANTY',
    });
  });

  it('uses the brand mapping of the ad’s marketplace, else the brand name', () => {
    expect(
      followProduct({ ...ad, platform: 'SANDBOX_ML' }, source, ['BRAND'], ['BRAND'], undefined).brand,
    ).toBe('ACME OFICIAL');
    expect(followProduct(ad, source, ['BRAND'], ['BRAND'], undefined).brand).toBe('Acme');
  });

  it('leaves title and description alone when the ad does not follow them', () => {
    const others = updateOptions.filter((option) => option !== 'TITLE' && option !== 'DESCRIPTION');
    expect(followProduct(ad, source, ['TITLE', 'DESCRIPTION'], others, undefined)).toEqual({});
  });
});

describe('title template', () => {
  it('renders placeholders and collapses spaces', () => {
    expect(renderTitle(undefined, source)).toBe('Garrafa Azul');
    expect(renderTitle('{brand} {title} - {attr:cor} {attr:Material} {unknown}', source)).toBe(
      'Acme Garrafa - Azul Inox',
    );
    expect(renderTitle('{nothing}', source)).toBe('Garrafa');
  });
});

describe('update options', () => {
  it('ignores unknown values and toggles known ones', () => {
    expect(knownOptions(['EAN', 'NEW_THING', 'EAN'])).toEqual(['EAN']);
    expect(toggleOptions(['TITLE', 'EAN'], ['TITLE'], 'DISABLE')).toEqual(['EAN']);
    expect(toggleOptions(['EAN'], ['TITLE'], 'ENABLE')).toEqual(['TITLE', 'EAN']);
  });

  it('gives the ad its variation’s status with STATUS only: INACTIVE off sale, ACTIVE on sale', () => {
    const offSale = { ...source, onSale: false };
    const follow = (status: string, from = source, options: UpdateOption[] = ['STATUS']) =>
      followProduct({ ...ad, status }, from, ['STATUS'], options, undefined);
    expect(follow('ACTIVE', offSale)).toEqual({ status: 'INACTIVE' });
    expect(follow('PAUSED', offSale)).toEqual({ status: 'INACTIVE' });
    expect(follow('INACTIVE', source)).toEqual({ status: 'ACTIVE' });
    expect(follow('PAUSED', source)).toEqual({ status: 'ACTIVE' });
    // Nothing to do: already in step, or not following STATUS.
    expect(follow('INACTIVE', offSale)).toEqual({});
    expect(follow('ACTIVE', source)).toEqual({});
    expect(follow('ACTIVE', offSale, ['TITLE'])).toEqual({});
  });
});
