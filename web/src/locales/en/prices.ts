import type { prices as pt } from '../pt/prices.ts';

export const prices: typeof pt = {
  title: 'Prices and promotions',
  intro: 'What each SKU costs on each platform, who changed the price and why, and your promotions.',
  tabSkus: 'Prices by SKU',
  tabPromotions: 'Promotions',
  tabHeld: 'Held prices',
  tabParity: 'Parity across channels',
  tabSettings: 'Profit guard',
  skuLabel: 'SKU',
  skuPlaceholder: 'Search by SKU, product code or title',
  noSkus: 'No SKU found',
  pickSku: 'Pick a SKU to see the prices in force and the history of changes.',
  current: 'Prices in force',
  otherPlatform: 'Own price on another platform',
  platform: 'Platform',
  listPrice: 'List price (was)',
  salePrice: 'Sale price (now)',
  origin: 'Where the sale price comes from',
  actions: 'Actions',
  everyPlatform: 'Every platform',
  edit: 'Change',
  editOf: (scope: string) => `Change list price: ${scope}`,
  scopesHelp:
    'A platform without a price of its own uses the “Every platform” price. Promotions are computed on the list price; the lowest offer wins.',
  noPrice: 'This SKU has no price yet.',
  setPrice: 'Set price',
  fromList: 'List price',
  fromPromotion: (name: string) => `Promotion “${name}”`,
  fromDatedPrice: 'Dated promotional price',
  until: (date: string) => `until ${date}`,
  editTitle: (sku: string) => `List price of ${sku}`,
  wideHelp: 'Holds on every platform without a price of its own.',
  platformHelp: 'Holds on this platform only, instead of the every-platform price.',
  value: 'List price (R$)',
  history: 'History of changes',
  historyEmpty: 'No change recorded with these filters.',
  allPlatforms: 'All',
  source: 'Source',
  allSources: 'All sources',
  sources: {
    API: 'Integration',
    ADMIN: 'Admin',
    RULE: 'Price rule',
    PROMOTION: 'Promotion',
    SCHEDULE: 'Schedule',
  },
  when: 'When (Brasília time)',
  saleChange: 'Sale price',
  listChange: 'List price',
  firstPrice: 'first price',
  sourceApi: 'Sent by an integrated partner (ERP or hub) through the API.',
  sourceAdmin: 'Changed by someone on your team in this admin.',
  sourceSchedule: 'A dated promotional price started or ended.',
  sourcePromotion: (name: string) => `Applied by the promotion “${name}”.`,
  sourceRule: 'Computed by the price formation rule',
  guard: {
    title: 'Floor price and held changes',
    floor: (value: string) => `Floor price on every platform: ${value}`,
    noFloor: "No floor price: set the SKU's cost so that prices below it are held.",
    floorOn: (platform: string, value: string, cost: string, commission: string, fee: string) =>
      `${platform}: floor ${value} (cost ${cost}, commission ${commission}, fixed fee ${fee})`,
    noFloorOn: (platform: string) => `${platform}: no floor price`,
    noneHeld: 'No price change held.',
    heldTitle: 'Held changes',
    asked: 'Price asked',
    currentPrice: 'Current price',
    reason: 'Reason',
    belowFloor: (floor: string) => `Below the floor price (${floor})`,
    tooLarge: (factor: number) => `A change of more than ${factor} times the current price`,
    confirm: 'Confirm',
    drop: 'Drop',
    heldBelowFloor: (floor: string) =>
      `Price held: below the floor of ${floor}. The channels keep the current price until you confirm the change.`,
    heldTooLarge:
      'Price held: too large a change from the current price. The channels keep the current price until you confirm.',
  },
  heldList: {
    title: 'Held prices',
    intro:
      'Prices no channel shows yet: below the floor price, or too large a change at once. The channels keep the current price until you confirm or drop each change.',
    empty: 'No held price. Everything sent is on the channels.',
    floor: 'Floor price',
    belowFloor: (value: string, floor: string, scope: string) =>
      `${value} is below the floor of ${floor} (${scope}): a sale at that price does not cover cost, fees, taxes and your minimum margin.`,
    tooLarge: (value: string, current: string, factor: string) =>
      `${value} changes the current price (${current}) more than ${factor} times: it looks like a typo or a shifted column.`,
    sources: {
      API: 'Sent by the integration',
      ADMIN: 'Changed in the admin',
      RULE: 'Price rule',
      PROMOTION: 'Promotion',
    },
    showFloor: 'Show breakdown',
    notConnected: 'No connected channel to compute the floor on.',
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
      `${b.platform}: floor ${b.floor} = cost ${b.cost} + fixed fee ${b.fixedFee} + freight ${b.freight} + commission ${b.commission} + taxes ${b.tax} + minimum margin ${b.margin}`,
    unreachable: (platform: string) =>
      `${platform}: commission, taxes and minimum margin add up to 100 % or more; no price makes a profit.`,
    count: (n: number) => `${n} held price(s)`,
    confirmTitle: (sku: string, value: string) => `Confirm ${value} for ${sku}?`,
    dropTitle: (sku: string) => `Drop the change of ${sku}?`,
    confirmBelow: (value: string, floor: string) =>
      `${value} goes to the channels now, below the floor of ${floor}. Confirm only if the loss is deliberate (a clearance, for instance).`,
    confirmLarge: (value: string, current: string) =>
      `${value} goes to the channels now, instead of ${current}. Confirm only if the change is deliberate.`,
    dropExplain: (current: string) =>
      `The change is dropped and the current price (${current}) stays on the channels.`,
  },
  settings: {
    intro:
      'The profit guard holds every price below the minimum or changing too much at once; the channels keep the last good price until you confirm. Here you say what that minimum is.',
    minMargin: 'Minimum margin (%)',
    minMarginHelp: 'How much of each sale must be left after cost, fees, freight and taxes.',
    taxRate: 'Taxes on a sale (%)',
    changeFactor: 'Hold changes of more than (times)',
    changeFactorHelp: (factor: string) =>
      `With ${factor}, a price rising more than ${factor} times or falling below 1/${factor} of the current one is held.`,
    overridesTitle: 'Other margins per product, brand or category',
    overridesHelp:
      "The product's applies; without one, the brand's; without one, the main category's; without any, the minimum margin above.",
    kind: 'For',
    kinds: { products: 'Product', brands: 'Brand', categories: 'Category' },
    which: 'Which',
    margin: 'Margin (%)',
    pick: 'Choose',
    add: 'Add a margin',
    remove: 'Remove',
    noOverrides: 'No other margins: every SKU uses the minimum margin.',
    save: 'Save the guard',
    saved: 'Guard saved. The next prices already pass the new minimum.',
    incomplete: 'Choose the product, brand or category of each margin, or remove the row.',
    confirmTitle: 'Save a weaker guard?',
    confirmMessage: 'With these changes, prices that would be held today go straight to the channels:',
    lowerMargin: (from: string, to: string) => `minimum margin from ${from} % to ${to} %`,
    lowerTax: (from: string, to: string) => `taxes from ${from} % to ${to} %`,
    higherFactor: (from: string, to: string) => `changes held above ${from} times become ${to} times`,
    removedOverride: (what: string) => `own margin removed: ${what}`,
    loweredOverride: (what: string, from: string, to: string) => `${what}: from ${from} % to ${to} %`,
    confirm: 'Save anyway',
    parityHint: 'Parity across channels has a tab of its own.',
  },
  parity: {
    intro:
      'Since October 2025 Mercado Livre lowers the visibility of an item sold cheaper on another channel. Choose a channel to keep at the others’ lowest price (or within a band above it), never below the floor price.',
    channel: 'Channel kept in parity',
    none: 'No parity rule',
    band: 'Band above the lowest price (%)',
    bandHelp: "0: at or below the other channels' lowest price.",
    save: 'Save rule',
    saved: (channel: string) => `Rule saved: ${channel} in parity with the other channels.`,
    removed: 'Parity rule removed.',
    apply: (channel: string) => `Apply parity on ${channel} now`,
    applied: (fixed: number, conflicts: number, held: number) =>
      `${fixed} SKU(s) brought into parity; ${conflicts} in conflict with the floor price; ${held} held.`,
    conflictsTitle: 'Parity conflicts',
    noConflicts: 'No conflict: parity fits above the floor price for every SKU.',
    price: 'Price on the channel',
    lowest: "Others' lowest price",
    target: 'Price in parity',
    floor: 'Floor price',
    why: 'Why it was not adjusted',
    conflict: (channel: string, target: string, floor: string) =>
      `On ${channel}, parity asks for ${target}, below the floor of ${floor}: the price was left as it is.`,
    count: (n: number) => `${n} conflict(s)`,
  },
  ownPrices: 'Ads with a price of their own',
  ownPriceRow: (marketplace: string, price: string) =>
    `${marketplace}: ${price}, does not follow the SKU’s price`,
  ownPriceKept: (ads: string) =>
    `These ads have their own price and do not change with this one: ${ads}. To make them follow, turn “Price” on in the ad’s followed fields.`,
};
