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
  stock: ['audit', 'catalog', 'marketplaces'],
  ads: ['audit', 'catalog', 'marketplaces', 'prices', 'stock'],
  'price-formation': ['ads', 'audit', 'catalog', 'marketplaces', 'prices', 'sellers'],
  freight: ['catalog', 'prices'],
  orders: ['ads', 'audit', 'catalog', 'marketplaces', 'sellers', 'stock'],
  tags: ['marketplaces', 'orders'],
  reconciliation: ['audit', 'marketplaces', 'orders'],
  webhooks: ['audit'],
  'catalog-views': ['ads', 'catalog', 'prices', 'stock'],
  dashboard: [
    'ads',
    'catalog',
    'marketplaces',
    'orders',
    'price-formation',
    'prices',
    'reconciliation',
    'webhooks',
  ],
};
