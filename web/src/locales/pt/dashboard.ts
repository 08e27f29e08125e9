export const dashboard = {
  title: 'Painel',
  today: (date: string) => `Hoje, ${date}`,
  orders: 'Pedidos hoje',
  revenue: 'Receita hoje',
  margin: 'Margem de contribuição hoje',
  marginMissing: (n: number) => `Não inclui ${n} pedido(s) ainda sem custo`,
  alerts: 'Alertas',
  allClear: 'Nada pedindo sua atenção agora.',
  ruleCoverage: (rule: string, pct: number) =>
    `A regra “${rule}” tem custo em só ${pct.toLocaleString('pt-BR')} % dos SKUs que precifica.`,
  failingWebhooks: (n: number) => `${n} webhook(s) com entregas falhando.`,
  adErrors: (n: number, platform: string) => `${n} anúncio(s) com erro no canal ${platform}.`,
  skusWithoutCost: (n: number, total: number) => `${n} de ${total} SKUs sem custo: sem custo não há margem.`,
  heldPrices: (n: number) =>
    `${n} preço(s) retido(s) pelo preço mínimo, esperando você confirmar ou descartar.`,
  openHeldPrices: 'Ver preços retidos',
  openPriceFormation: 'Ver formação de preço',
  openWebhooks: 'Ver webhooks',
  openAds: 'Ver anúncios com erro',
  openCatalog: 'Completar custos no catálogo',
  moneyInTitle: 'Dinheiro a receber dos canais',
  notReleased: 'Ainda não liberado pelos canais',
  notReleasedNote: 'Pago pelos canais, ainda retido por eles',
  openDifferences: 'Pedidos com diferença no repasse',
  openDifferenceAmount: (amount: string) => `Diferença: ${amount} (pago − esperado)`,
  differencesAlert: (n: number, amount: string) =>
    n === 1
      ? `1 pedido pago diferente do esperado pela venda (${amount}).`
      : `${n} pedidos pagos diferente do esperado pela venda (${amount}).`,
  openReconciliation: 'Ver conciliação',
};
