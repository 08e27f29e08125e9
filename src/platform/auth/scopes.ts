/**
 * The scope catalogue, in one place: the authorization server offers exactly these, the
 * OpenAPI documents list them, and the consent page explains them in both languages.
 */
export interface ScopeInfo {
  en: string;
  pt: string;
}

const bffwebAreas = [
  'catalog',
  'ads',
  'marketplaces',
  'prices',
  'promotions',
  'price-formation',
  'orders',
  'freight',
  'webhooks',
  'apps',
  'dashboard',
  'audit',
  'reconciliation',
] as const;

type BffwebArea = (typeof bffwebAreas)[number];

const editScopes = {
  'price:edit': { en: 'Change prices', pt: 'Alterar preços' },
  'stock:edit': { en: 'Change stock', pt: 'Alterar estoque' },
  'product:edit': { en: 'Create and change products', pt: 'Criar e alterar produtos' },
  'ad:edit': { en: 'Create and change ads', pt: 'Criar e alterar anúncios' },
  'invoice:issue': { en: 'Attach invoices to orders', pt: 'Anexar notas fiscais a pedidos' },
  'invoice:cancel': { en: 'Cancel invoices', pt: 'Cancelar notas fiscais' },
  'order:cancel': { en: 'Cancel orders', pt: 'Cancelar pedidos' },
  'order:customer-data': {
    en: 'See buyers’ names, documents, addresses and contacts',
    pt: 'Ver nome, documento, endereço e contato dos compradores',
  },
  'order:edit': {
    en: 'Update orders and confirm the order queue',
    pt: 'Atualizar pedidos e confirmar a fila',
  },
  'promotion:edit': { en: 'Create and change promotions', pt: 'Criar e alterar promoções' },
  'freight:edit': { en: 'Configure carriers and freight tables', pt: 'Configurar transportadoras e fretes' },
  'tag:edit': { en: 'Generate shipping labels', pt: 'Gerar etiquetas de envio' },
  'reconciliation:read': {
    en: 'See what channels paid for orders and the differences',
    pt: 'Ver o que os canais pagaram pelos pedidos e as diferenças',
  },
} satisfies Record<string, ScopeInfo>;

const areaNames: Record<BffwebArea, ScopeInfo> = {
  catalog: { en: 'catalog', pt: 'catálogo' },
  ads: { en: 'ads', pt: 'anúncios' },
  marketplaces: { en: 'marketplace connections', pt: 'conexões com marketplaces' },
  prices: { en: 'prices and stock', pt: 'preços e estoque' },
  promotions: { en: 'promotions', pt: 'promoções' },
  'price-formation': { en: 'price formation rules', pt: 'regras de formação de preço' },
  orders: { en: 'orders', pt: 'pedidos' },
  freight: { en: 'freight', pt: 'frete' },
  webhooks: { en: 'webhooks', pt: 'webhooks' },
  apps: { en: 'apps and access', pt: 'aplicativos e acessos' },
  dashboard: { en: 'dashboard', pt: 'painel' },
  audit: { en: 'change history', pt: 'histórico de alterações' },
  reconciliation: { en: 'payout reconciliation', pt: 'conciliação de repasses' },
};

/** Every scope a token can carry, with what it allows (consent page, OpenAPI). */
export const scopeCatalogue: Readonly<Record<string, ScopeInfo>> = {
  ...editScopes,
  ...Object.fromEntries(
    bffwebAreas.map((area) => [
      `bffweb:${area}`,
      { en: `Use the web admin's ${areaNames[area].en}`, pt: `Usar ${areaNames[area].pt} do painel web` },
    ]),
  ),
};

export const allScopes: readonly string[] = Object.keys(scopeCatalogue);

export function isKnownScope(scope: string): boolean {
  return Object.hasOwn(scopeCatalogue, scope);
}

/** The scope a bearer token needs on `/bffweb/<area>/…`; undefined for a URL outside the BFF. */
export function bffwebScopeFor(url: string): string | undefined {
  if (!url.startsWith('/bffweb/')) return undefined;
  const area = url.slice('/bffweb/'.length).split(/[/?]/, 1)[0];
  return area ? `bffweb:${area}` : undefined;
}

/** Operators' role: `/management/*`. */
export const ROLE_ADMIN = 'ROLE_ADMIN';

/** Roles a seller's web admin user may hold; the routes read them from `ctx.roles`. */
export const sellerUserRoles = ['ROLE_SELLER_ADMIN', 'ROLE_SELLER_USER'] as const;
