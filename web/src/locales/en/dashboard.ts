import type { dashboard as pt } from '../pt/dashboard.ts';

export const dashboard: typeof pt = {
  title: 'Dashboard',
  today: (date: string) => `Today, ${date}`,
  orders: 'Orders today',
  revenue: 'Revenue today',
  margin: 'Contribution margin today',
  marginMissing: (n: number) => `Leaves out ${n} order(s) with no cost yet`,
  alerts: 'Alerts',
  allClear: 'Nothing needs your attention right now.',
  ruleCoverage: (rule: string, pct: number) =>
    `Rule “${rule}” has a cost for only ${pct.toLocaleString('en')} % of the SKUs it prices.`,
  failingWebhooks: (n: number) => `${n} webhook(s) with failing deliveries.`,
  adErrors: (n: number, platform: string) => `${n} ad(s) with a channel error on ${platform}.`,
  skusWithoutCost: (n: number, total: number) => `${n} of ${total} SKUs have no cost: no cost, no margin.`,
  heldPrices: (n: number) =>
    `${n} price(s) held by the floor price, waiting for you to confirm or drop them.`,
  openHeldPrices: 'See held prices',
  openPriceFormation: 'Open price formation',
  openWebhooks: 'Open webhooks',
  openAds: 'Open ads with errors',
  openCatalog: 'Fill in costs in the catalog',
  moneyInTitle: 'Money to receive from the channels',
  notReleased: 'Not yet released by the channels',
  notReleasedNote: 'Paid by the channels, still held by them',
  openDifferences: 'Orders with a settlement difference',
  openDifferenceAmount: (amount: string) => `Difference: ${amount} (paid − expected)`,
  differencesAlert: (n: number, amount: string) =>
    n === 1
      ? `1 order paid differently from what the sale promised (${amount}).`
      : `${n} orders paid differently from what the sale promised (${amount}).`,
  openReconciliation: 'See reconciliation',
};
