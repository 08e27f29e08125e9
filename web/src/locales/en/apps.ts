import type { apps as pt } from '../pt/apps.ts';

export const apps: typeof pt = {
  title: 'Apps and access',
  intro:
    'Who reaches your store through the API: the credentials you create for your integrations, and the partner apps someone in your store authorized.',
  clientsTitle: 'Integration credentials',
  clientsIntro:
    'For your ERP or script to get tokens on its own (OAuth 2.0 client credentials). Each credential acts on your store only, with the permissions you choose.',
  clientsEmpty: 'No credentials yet. Create one to connect your ERP or script to the API.',
  newApp: 'Create credential',
  newTitle: 'New integration credential',
  name: 'Name',
  nameHelp: 'So you recognize it later, e.g. “Bling ERP”.',
  clientId: 'Client ID',
  scopes: 'Permissions',
  createdAt: 'Created',
  secretRotatedAt: 'Secret changed',
  chooseScopesHelp:
    'Give only what the integration needs. With no permission ticked, it can only read your store’s data.',
  apiScopes: 'Integration API (ERP, hub)',
  webScopes: 'Web admin areas',
  notGrantable: 'you do not hold this permission to give',
  readOnly: 'Read only',
  create: 'Create',
  secretTitle: 'Save the secret now',
  secretOnce:
    'This is the only time the secret is shown. Copy it somewhere safe; if you lose it, change the secret.',
  secretLabel: 'Client secret',
  howToUse: (url) =>
    `Your integration requests tokens at ${url} with grant_type=client_credentials, sending the Client ID and secret with HTTP Basic. Each token lasts 1 hour.`,
  copy: 'Copy',
  copied: 'Copied',
  done: 'I saved it',
  rotate: 'Change secret',
  rotateTitle: 'Change the secret',
  rotateConfirm: (name) =>
    `Generate a new secret for ${name}? The current secret and the tokens obtained with it stop working at once: update your integration with the new one.`,
  revoke: 'Revoke',
  revokeTitle: 'Revoke credential',
  revokeConfirm: (name) =>
    `Revoke ${name}? The integration using this credential stops working at once and it leaves the list. This cannot be undone.`,
  partnersTitle: 'Authorized partner apps',
  partnersIntro:
    'ERPs, hubs and other services that someone in your store authorized, on the consent screen, to act on its behalf.',
  partnersEmpty:
    'No partner apps authorized. When someone in your store authorizes an ERP or hub, it shows here.',
  app: 'App',
  authorizedAt: 'Authorized',
  lastUsedAt: 'Last used',
  unknown: 'no record',
  authorizedBy: 'Authorized by',
  revokeAccess: 'Revoke access',
  revokeAccessTitle: 'Revoke the app’s access',
  revokeAccessConfirm: (name) =>
    `Revoke ${name}’s access to your store? It takes effect at once: its access and refresh tokens stop working. To use it again, someone in your store will have to authorize it again.`,
  actions: 'Actions',
  actionsFor: (action, name) => `${action}: ${name}`,
  forbidden: 'Only the store’s administrators can change apps and access.',
};
