export const nav = {
  dashboard: 'Painel',
  catalog: 'Catálogo',
  ads: 'Anúncios',
  prices: 'Preços e promoções',
  priceFormation: 'Formação de preço',
  orders: 'Pedidos',
  freight: 'Frete',
  webhooks: 'Webhooks',
  apps: 'Apps e acessos',
  marketplaces: 'Marketplaces',
  reports: 'Relatórios',
  changes: 'Histórico de alterações',
};
