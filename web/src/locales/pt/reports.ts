export const reports = {
  title: 'Relatórios',
  table: 'Vendas por canal ou SKU',
  intro:
    'Vendas, margem de contribuição e unidades dos seus pedidos (cancelados e devolvidos ficam de fora), por dia, semana ou mês, e por canal ou SKU. Dias no horário de Brasília.',
  from: 'De',
  to: 'Até',
  period: 'Agrupar por',
  periods: { day: 'Dia', week: 'Semana', month: 'Mês' },
  by: 'Detalhar por',
  groupings: { channel: 'Canal', sku: 'SKU' },
  export: 'Exportar CSV',
  sales: 'Vendas',
  margin: 'Margem de contribuição',
  units: 'Unidades',
  orders: 'Pedidos',
  marginPct: 'Margem %',
  withoutCost: (n: number) =>
    n === 1
      ? '1 pedido sem custo cadastrado: a margem dele ainda não entra na soma.'
      : `${n} pedidos sem custo cadastrado: a margem deles ainda não entra na soma.`,
  marginBasis: (expected: number, paid: number) =>
    `Margem de ${expected} ${expected === 1 ? 'pedido' : 'pedidos'} pelo esperado na venda e de ${paid} pelo valor pago pelo canal.`,
  chart: (period: string) => `Vendas e margem por ${period.toLowerCase()}`,
  weekOf: (date: string) => `semana de ${date}`,
  unlinked: 'Sem SKU vinculado',
  empty: 'Nenhuma venda neste período.',
  badRange: 'Escolha a data inicial antes da final, com no máximo 366 dias.',
};
