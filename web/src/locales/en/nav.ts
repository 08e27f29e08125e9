import type { nav as pt } from '../pt/nav.ts';

export const nav: typeof pt = {
  dashboard: 'Dashboard',
  catalog: 'Catalog',
  ads: 'Ads',
  prices: 'Prices and promotions',
  priceFormation: 'Price formation',
  orders: 'Orders',
  freight: 'Freight',
  webhooks: 'Webhooks',
  apps: 'Apps and access',
  marketplaces: 'Marketplaces',
  reports: 'Reports',
  reconciliation: 'Reconciliation',
  changes: 'Change history',
};
