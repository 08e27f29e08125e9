import type { ProductSource } from './follow-product.ts';

const DEFAULT_TITLE_TEMPLATE = '{title} {variation}';

/**
 * Renders a seller's title template: `{title}`, `{brand}`, `{sku}`, `{variation}` (the variation's
 * attribute values) and `{attr:Name}` (one attribute, of the variation or else the product).
 * Unknown placeholders render empty; spaces are collapsed.
 */
export function renderTitle(template: string | undefined, source: ProductSource): string {
  const attribute = (name: string) =>
    [...source.variationAttributes, ...source.productAttributes].find(
      (a) => a.name.toLowerCase() === name.toLowerCase(),
    )?.value ?? '';
  const rendered = (template ?? DEFAULT_TITLE_TEMPLATE).replace(/\{([^}]+)\}/g, (_match, key: string) => {
    if (key === 'title') return source.title;
    if (key === 'brand') return source.brand?.name ?? '';
    if (key === 'sku') return source.sku;
    if (key === 'variation') return source.variationAttributes.map((a) => a.value).join(' ');
    if (key.startsWith('attr:')) return attribute(key.slice(5));
    return '';
  });
  return rendered.replace(/\s+/g, ' ').trim().slice(0, 300) || source.title;
}
