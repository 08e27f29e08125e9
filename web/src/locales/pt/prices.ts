export const prices = {
  title: 'Preços e promoções',
  intro: 'O que cada SKU custa em cada plataforma, quem mudou o preço e por quê, e as suas promoções.',
  tabSkus: 'Preços por SKU',
  tabPromotions: 'Promoções',
  tabHeld: 'Preços retidos',
  tabParity: 'Paridade entre canais',
  tabSettings: 'Proteção de lucro',
  skuLabel: 'SKU',
  skuPlaceholder: 'Busque por SKU, código ou título do produto',
  noSkus: 'Nenhum SKU encontrado',
  pickSku: 'Escolha um SKU para ver os preços em vigor e o histórico de alterações.',
  current: 'Preços em vigor',
  otherPlatform: 'Preço próprio em outra plataforma',
  platform: 'Plataforma',
  listPrice: 'De (preço de lista)',
  salePrice: 'Por (preço de venda)',
  origin: 'De onde vem o preço de venda',
  actions: 'Ações',
  everyPlatform: 'Todas as plataformas',
  edit: 'Alterar',
  editOf: (scope: string) => `Alterar preço de lista: ${scope}`,
  scopesHelp:
    'Uma plataforma sem preço próprio usa o preço de “Todas as plataformas”. Promoções são calculadas sobre o preço de lista; a menor oferta vence.',
  noPrice: 'Este SKU ainda não tem preço.',
  setPrice: 'Definir preço',
  fromList: 'Preço de lista',
  fromPromotion: (name: string) => `Promoção “${name}”`,
  fromDatedPrice: 'Preço promocional com data',
  until: (date: string) => `até ${date}`,
  editTitle: (sku: string) => `Preço de lista de ${sku}`,
  wideHelp: 'Vale em todas as plataformas que não têm preço próprio.',
  platformHelp: 'Vale só nesta plataforma, no lugar do preço de todas as plataformas.',
  value: 'Preço de lista (R$)',
  history: 'Histórico de alterações',
  historyEmpty: 'Nenhuma alteração registrada com esses filtros.',
  allPlatforms: 'Todas',
  source: 'Origem',
  allSources: 'Todas as origens',
  sources: {
    API: 'Integração',
    ADMIN: 'Painel',
    RULE: 'Regra de preço',
    PROMOTION: 'Promoção',
    SCHEDULE: 'Agendamento',
  },
  when: 'Quando (horário de Brasília)',
  saleChange: 'Preço de venda',
  listChange: 'Preço de lista',
  firstPrice: 'primeiro preço',
  sourceApi: 'Enviado por um parceiro integrado (ERP ou hub) pela API.',
  sourceAdmin: 'Alterado por alguém da sua equipe neste painel.',
  sourceSchedule: 'Um preço promocional com data começou ou terminou.',
  sourcePromotion: (name: string) => `Aplicado pela promoção “${name}”.`,
  sourceRule: 'Calculado pela regra de formação de preço',
  guard: {
    title: 'Preço mínimo e alterações retidas',
    floor: (value: string) => `Preço mínimo para todas as plataformas: ${value}`,
    noFloor: 'Sem preço mínimo: cadastre o custo do SKU para que preços abaixo dele sejam retidos.',
    floorOn: (platform: string, value: string, cost: string, commission: string, fee: string) =>
      `${platform}: mínimo ${value} (custo ${cost}, comissão ${commission}, tarifa fixa ${fee})`,
    noFloorOn: (platform: string) => `${platform}: sem preço mínimo`,
    noneHeld: 'Nenhuma alteração de preço retida.',
    heldTitle: 'Alterações retidas',
    asked: 'Preço pedido',
    currentPrice: 'Preço atual',
    reason: 'Motivo',
    belowFloor: (floor: string) => `Abaixo do preço mínimo (${floor})`,
    tooLarge: (factor: number) => `Mudança de mais de ${factor} vezes o preço atual`,
    confirm: 'Confirmar',
    drop: 'Descartar',
    heldBelowFloor: (floor: string) =>
      `Preço retido: abaixo do mínimo de ${floor}. Os canais mantêm o preço atual até você confirmar a alteração.`,
    heldTooLarge:
      'Preço retido: mudança grande demais em relação ao preço atual. Os canais mantêm o preço atual até você confirmar.',
  },
  heldList: {
    title: 'Preços retidos',
    intro:
      'Preços que ninguém vê nos canais ainda: ficaram abaixo do preço mínimo ou mudaram demais de uma vez. Os canais mantêm o preço atual até você confirmar ou descartar cada alteração.',
    empty: 'Nenhum preço retido. Tudo o que foi enviado está nos canais.',
    floor: 'Preço mínimo',
    belowFloor: (value: string, floor: string, scope: string) =>
      `${value} fica abaixo do mínimo de ${floor} (${scope}): cada venda a esse preço não cobre custo, tarifas, impostos e a sua margem mínima.`,
    tooLarge: (value: string, current: string, factor: string) =>
      `${value} muda mais de ${factor} vezes o preço atual (${current}): parece um erro de digitação ou uma coluna trocada.`,
    sources: {
      API: 'Enviado pela integração',
      ADMIN: 'Alterado no painel',
      RULE: 'Regra de preço',
      PROMOTION: 'Promoção',
    },
    showFloor: 'Ver composição',
    notConnected: 'Nenhum canal conectado para calcular o mínimo.',
    breakdown: (b: {
      platform: string;
      floor: string;
      cost: string;
      fixedFee: string;
      freight: string;
      commission: string;
      tax: string;
      margin: string;
    }) =>
      `${b.platform}: mínimo ${b.floor} = custo ${b.cost} + tarifa fixa ${b.fixedFee} + frete ${b.freight} + comissão ${b.commission} + impostos ${b.tax} + margem mínima ${b.margin}`,
    unreachable: (platform: string) =>
      `${platform}: comissão, impostos e margem mínima somam 100 % ou mais; nenhum preço tem lucro.`,
    count: (n: number) => `${n} preço(s) retido(s)`,
    confirmTitle: (sku: string, value: string) => `Confirmar ${value} para ${sku}?`,
    dropTitle: (sku: string) => `Descartar a alteração de ${sku}?`,
    confirmBelow: (value: string, floor: string) =>
      `${value} vai para os canais agora, abaixo do mínimo de ${floor}. Confirme só se a perda é intencional (uma queima de estoque, por exemplo).`,
    confirmLarge: (value: string, current: string) =>
      `${value} vai para os canais agora, no lugar de ${current}. Confirme só se a mudança é intencional.`,
    dropExplain: (current: string) =>
      `A alteração é descartada e o preço atual (${current}) continua nos canais.`,
  },
  settings: {
    intro:
      'A proteção de lucro retém todo preço abaixo do mínimo ou que muda demais de uma vez; os canais mantêm o último preço bom até você confirmar. Aqui você diz qual é esse mínimo.',
    minMargin: 'Margem mínima (%)',
    minMarginHelp: 'O quanto de cada venda precisa sobrar depois de custo, tarifas, frete e impostos.',
    taxRate: 'Impostos sobre a venda (%)',
    changeFactor: 'Reter mudanças de mais de (vezes)',
    changeFactorHelp: (factor: string) =>
      `Com ${factor}, um preço que sobe mais de ${factor} vezes ou cai abaixo de 1/${factor} do atual fica retido.`,
    overridesTitle: 'Margens diferentes por produto, marca ou categoria',
    overridesHelp:
      'Vale a do produto; sem ela, a da marca; sem ela, a da categoria principal; sem nenhuma, a margem mínima acima.',
    kind: 'Para',
    kinds: { products: 'Produto', brands: 'Marca', categories: 'Categoria' },
    which: 'Qual',
    margin: 'Margem (%)',
    pick: 'Escolha',
    add: 'Adicionar margem',
    remove: 'Remover',
    noOverrides: 'Nenhuma margem diferente: todos os SKUs usam a margem mínima.',
    save: 'Salvar proteção',
    saved: 'Proteção salva. Os próximos preços já passam pelo novo mínimo.',
    incomplete: 'Escolha o produto, a marca ou a categoria de cada margem, ou remova a linha.',
    confirmTitle: 'Salvar uma proteção mais fraca?',
    confirmMessage: 'Com estas mudanças, preços que hoje seriam retidos vão direto para os canais:',
    lowerMargin: (from: string, to: string) => `margem mínima de ${from} % para ${to} %`,
    lowerTax: (from: string, to: string) => `impostos de ${from} % para ${to} %`,
    higherFactor: (from: string, to: string) =>
      `mudanças retidas acima de ${from} vezes passam a ${to} vezes`,
    removedOverride: (what: string) => `margem própria removida: ${what}`,
    loweredOverride: (what: string, from: string, to: string) => `${what}: de ${from} % para ${to} %`,
    confirm: 'Salvar assim mesmo',
    parityHint: 'A paridade entre canais tem uma aba própria.',
  },
  parity: {
    intro:
      'Desde outubro de 2025 o Mercado Livre reduz a exposição de um anúncio vendido mais barato em outro canal. Escolha um canal para mantê-lo no menor preço dos outros (ou até uma faixa acima), sem nunca ir abaixo do preço mínimo.',
    channel: 'Canal mantido em paridade',
    none: 'Sem regra de paridade',
    band: 'Faixa acima do menor preço (%)',
    bandHelp: '0: no menor preço dos outros canais ou abaixo dele.',
    save: 'Salvar regra',
    saved: (channel: string) => `Regra salva: ${channel} em paridade com os outros canais.`,
    removed: 'Regra de paridade removida.',
    apply: (channel: string) => `Aplicar paridade em ${channel} agora`,
    applied: (fixed: number, conflicts: number, held: number) =>
      `${fixed} SKU(s) postos em paridade; ${conflicts} em conflito com o preço mínimo; ${held} retido(s).`,
    conflictsTitle: 'Conflitos de paridade',
    noConflicts: 'Nenhum conflito: a paridade cabe acima do preço mínimo em todos os SKUs.',
    price: 'Preço no canal',
    lowest: 'Menor preço dos outros',
    target: 'Preço em paridade',
    floor: 'Preço mínimo',
    why: 'Por que não foi ajustado',
    conflict: (channel: string, target: string, floor: string) =>
      `Em ${channel}, a paridade pede ${target}, abaixo do mínimo de ${floor}: o preço ficou como está.`,
    count: (n: number) => `${n} conflito(s)`,
  },
  ownPrices: 'Anúncios com preço próprio',
  ownPriceRow: (marketplace: string, price: string) => `${marketplace}: ${price}, não segue o preço do SKU`,
  ownPriceKept: (ads: string) =>
    `Estes anúncios têm preço próprio e não mudam com este preço: ${ads}. Para que sigam, ative “Preço” nos campos seguidos do anúncio.`,
};
