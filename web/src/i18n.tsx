import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type Lang = 'pt-BR' | 'en';

const pt = {
  appName: 'Feira',
  skipToContent: 'Pular para o conteúdo',
  nav: {
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
  },
  menu: 'Abrir menu',
  language: 'Idioma',
  logout: 'Sair',
  loggedInAs: 'Conectado como',
  loading: 'Carregando…',
  retry: 'Tentar de novo',
  errorTitle: 'Algo deu errado',
  unexpected: 'Não foi possível concluir. Tente de novo em instantes.',
  requestId: 'Código para o suporte',
  comingSoonTitle: 'Em breve',
  comingSoon: 'Esta área ainda está sendo construída. Enquanto isso, use as outras páginas do menu.',
  save: 'Salvar',
  cancel: 'Cancelar',
  close: 'Fechar',
  search: 'Buscar',
  previous: 'Anterior',
  next: 'Próxima',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  total: (n: number) => `${n} no total`,
  dashboard: {
    title: 'Painel',
    welcome: 'Bem-vindo ao seu back office.',
    marketplaces: 'Marketplaces conectados',
    products: 'Produtos no catálogo',
    metricsSoon: 'Pedidos do dia, receita, margem de contribuição e alertas chegam em breve.',
  },
  marketplaces: {
    title: 'Marketplaces',
    intro: 'Conecte as contas onde seus anúncios são publicados.',
    connect: 'Conectar conta',
    platform: 'Plataforma',
    account: 'Conta',
    accountHint: 'Identificador da conta no marketplace (opcional)',
    status: 'Situação',
    connectedAt: 'Conectado em',
    empty: 'Nenhum marketplace conectado ainda. Conecte o SANDBOX para experimentar sem riscos.',
    connected: 'Conta conectada',
    statuses: { CONNECTED: 'Conectado', DISCONNECTED: 'Desconectado' } as Record<string, string>,
  },
  catalog: {
    title: 'Catálogo',
    searchLabel: 'Buscar por título, código ou SKU',
    newProduct: 'Novo produto',
    empty: 'Nenhum produto encontrado.',
    emptyCatalog: 'Seu catálogo está vazio. Crie o primeiro produto.',
    productId: 'Código (externalId)',
    productTitle: 'Título',
    brand: 'Marca',
    description: 'Descrição',
    variations: 'Variações',
    updatedAt: 'Atualizado em',
    sku: 'SKU',
    cost: 'Custo unitário (R$)',
    eans: 'EANs',
    eanList: 'Lista de EANs',
    eanValue: 'EAN',
    eanMain: 'Principal',
    addEan: 'Adicionar EAN',
    removeEan: 'Remover EAN',
    eanHelp: 'Exatamente um EAN da lista deve ser o principal. Códigos inválidos são recusados.',
    created: 'Produto criado',
    createAd: 'Anunciar',
    noEan: 'sem EAN',
    fixErrors: 'Corrija os campos destacados.',
    variation: 'Variação',
    addVariation: 'Adicionar variação',
    invalidInput: 'Dados inválidos',
    eanInvalid: 'Lista de EANs inválida',
  },
  eanReasons: {
    MULTIPLE_MAIN: 'Mais de um EAN marcado como principal: marque apenas um.',
    NO_MAIN: 'Marque um EAN da lista como principal.',
    TOO_MANY: 'Há EANs demais na lista.',
    INVALID_EAN: 'Um dos EANs não é um código EAN/GTIN válido (confira o dígito verificador).',
    EAN_NOT_IN_EANS: 'O EAN principal não está na lista.',
    EAN_NOT_MAIN_OF_EANS: 'O EAN principal não é o marcado como principal na lista.',
  } as Record<string, string>,
  ads: {
    title: 'Anúncios',
    platform: 'Marketplace',
    noMarketplace: 'Conecte um marketplace para criar anúncios.',
    empty: 'Nenhum anúncio neste marketplace. Crie anúncios a partir das variações no Catálogo.',
    name: 'Título',
    status: 'Situação',
    price: 'Preço',
    stock: 'Estoque',
    publication: 'Publicação',
    select: 'Selecionar',
    selectAll: 'Selecionar todos',
    selected: (n: number) => `${n} selecionado(s)`,
    bulkEdit: 'Editar em massa',
    bulkTitle: 'Editar anúncios selecionados',
    bulkHelp: 'Somente os campos preenchidos são alterados.',
    keep: 'Manter',
    bulkDone: 'Alterações enviadas',
    create: 'Criar anúncio',
    createFor: (sku: string) => `Anunciar a variação ${sku}`,
    createdAd: 'Anúncio criado',
    statusFilter: 'Filtrar por situação',
    all: 'Todas',
    withErrors: 'Somente com erro no canal',
    statuses: { ACTIVE: 'Ativo', INACTIVE: 'Inativo', PAUSED: 'Pausado' } as Record<string, string>,
    channel: { PENDING: 'Pendente', PUBLISHED: 'Publicado', ERROR: 'Erro' } as Record<string, string>,
  },
};

type Dict = typeof pt;

const en: Dict = {
  appName: 'Feira',
  skipToContent: 'Skip to content',
  nav: {
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
  },
  menu: 'Open menu',
  language: 'Language',
  logout: 'Log out',
  loggedInAs: 'Signed in as',
  loading: 'Loading…',
  retry: 'Try again',
  errorTitle: 'Something went wrong',
  unexpected: 'This could not be completed. Try again in a moment.',
  requestId: 'Reference for support',
  comingSoonTitle: 'Coming soon',
  comingSoon: 'This area is still being built. Meanwhile, use the other pages in the menu.',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  search: 'Search',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  total: (n) => `${n} in total`,
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome to your back office.',
    marketplaces: 'Connected marketplaces',
    products: 'Products in the catalog',
    metricsSoon: "Today's orders, revenue, contribution margin and alerts are coming soon.",
  },
  marketplaces: {
    title: 'Marketplaces',
    intro: 'Connect the accounts where your ads are published.',
    connect: 'Connect account',
    platform: 'Platform',
    account: 'Account',
    accountHint: "The account's id on the marketplace (optional)",
    status: 'Status',
    connectedAt: 'Connected on',
    empty: 'No marketplace connected yet. Connect SANDBOX to try things safely.',
    connected: 'Account connected',
    statuses: { CONNECTED: 'Connected', DISCONNECTED: 'Disconnected' },
  },
  catalog: {
    title: 'Catalog',
    searchLabel: 'Search by title, code or SKU',
    newProduct: 'New product',
    empty: 'No product found.',
    emptyCatalog: 'Your catalog is empty. Create the first product.',
    productId: 'Code (externalId)',
    productTitle: 'Title',
    brand: 'Brand',
    description: 'Description',
    variations: 'Variations',
    updatedAt: 'Updated',
    sku: 'SKU',
    cost: 'Unit cost (R$)',
    eans: 'EANs',
    eanList: 'EAN list',
    eanValue: 'EAN',
    eanMain: 'Main',
    addEan: 'Add EAN',
    removeEan: 'Remove EAN',
    eanHelp: 'Exactly one EAN of the list must be the main one. Invalid codes are refused.',
    created: 'Product created',
    createAd: 'Advertise',
    noEan: 'no EAN',
    fixErrors: 'Fix the highlighted fields.',
    variation: 'Variation',
    addVariation: 'Add variation',
    invalidInput: 'Invalid data',
    eanInvalid: 'Invalid EAN list',
  },
  eanReasons: {
    MULTIPLE_MAIN: 'More than one EAN is marked main: mark only one.',
    NO_MAIN: 'Mark one EAN of the list as the main one.',
    TOO_MANY: 'The list has too many EANs.',
    INVALID_EAN: 'One of the EANs is not a valid EAN/GTIN (check its check digit).',
    EAN_NOT_IN_EANS: 'The main EAN is not in the list.',
    EAN_NOT_MAIN_OF_EANS: 'The main EAN is not the one marked main in the list.',
  },
  ads: {
    title: 'Ads',
    platform: 'Marketplace',
    noMarketplace: 'Connect a marketplace to create ads.',
    empty: 'No ads on this marketplace. Create ads from the variations in the Catalog.',
    name: 'Title',
    status: 'Status',
    price: 'Price',
    stock: 'Stock',
    publication: 'Publication',
    select: 'Select',
    selectAll: 'Select all',
    selected: (n) => `${n} selected`,
    bulkEdit: 'Bulk edit',
    bulkTitle: 'Edit the selected ads',
    bulkHelp: 'Only the fields you fill in are changed.',
    keep: 'Keep',
    bulkDone: 'Changes sent',
    create: 'Create ad',
    createFor: (sku) => `Advertise variation ${sku}`,
    createdAd: 'Ad created',
    statusFilter: 'Filter by status',
    all: 'All',
    withErrors: 'Only with channel errors',
    statuses: { ACTIVE: 'Active', INACTIVE: 'Inactive', PAUSED: 'Paused' },
    channel: { PENDING: 'Pending', PUBLISHED: 'Published', ERROR: 'Error' },
  },
};

const dictionaries: Record<Lang, Dict> = { 'pt-BR': pt, en };

interface I18n {
  lang: Lang;
  t: Dict;
  setLang(lang: Lang): void;
}

const I18nContext = createContext<I18n | null>(null);

function initialLang(): Lang {
  const stored = localStorage.getItem('feira.lang');
  return stored === 'en' || stored === 'pt-BR' ? stored : 'pt-BR';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const value = useMemo<I18n>(
    () => ({
      lang,
      t: dictionaries[lang],
      setLang(next) {
        localStorage.setItem('feira.lang', next);
        document.documentElement.lang = next;
        setLangState(next);
      },
    }),
    [lang],
  );
  document.documentElement.lang = lang;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
