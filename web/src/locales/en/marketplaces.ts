import type { marketplaces as pt } from '../pt/marketplaces.ts';

export const marketplaces: typeof pt = {
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
  statuses: { CONNECTED: 'Connected', DISCONNECTED: 'Disconnected', NEEDS_ATTENTION: 'Needs attention' },
  mercadoLivre: 'Mercado Livre',
  mercadoLivreIntro: 'Publish your ads and receive orders from Mercado Livre.',
  connectMercadoLivre: 'Connect Mercado Livre',
  reconnectMercadoLivre: 'Connect again',
  disconnect: 'Disconnect',
};
