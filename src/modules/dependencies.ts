/**
 * The modules each module may import (through their `index.ts`): the module graph, in one place so its shape
 * reads at a glance (docs/decisions.md PLT-75). `npm run lint` (test/module-graph-lint.ts) fails on an import
 * of a module its importer does not list and on any cycle here. Tests are not held to it: like platform tests,
 * they may assemble several modules. A module talks to one that is not listed through events.
 */
export const moduleDependencies: Record<string, readonly string[]> = {
  ops: [],
  audit: [],
  sellers: ['audit'],
  catalog: ['audit', 'sellers'],
  marketplaces: ['audit'],
  prices: ['audit', 'catalog', 'marketplaces'],
  stock: ['catalog', 'marketplaces'],
  ads: ['catalog', 'marketplaces', 'prices', 'stock'],
  'price-formation': ['ads', 'audit', 'catalog', 'marketplaces', 'prices', 'sellers'],
  freight: ['catalog', 'prices'],
  orders: ['ads', 'catalog', 'marketplaces', 'sellers', 'stock'],
  tags: ['marketplaces', 'orders'],
  webhooks: ['audit'],
  dashboard: ['ads', 'catalog', 'orders', 'price-formation', 'prices', 'webhooks'],
};

/**
 * TEMPORARY, delete with the change that makes ads follow price and stock events: the imports that still run
 * against the graph above. Prices and stock call into ads inside their transactions, and catalog's views of
 * variations with their ads, prices and stock compose modules that sit above catalog.
 */
export const pendingAdsFollow: readonly (readonly [from: string, to: string])[] = [
  ['prices', 'ads'],
  ['stock', 'ads'],
  ['catalog', 'ads'],
  ['catalog', 'prices'],
  ['catalog', 'stock'],
];
