import { baseUrl, configNamespace, integer, optionalText } from '../../../platform/config-namespace.ts';

/** Mercado Livre's settings: the seller app registered with it, its addresses and its rate limit. */
export const mercadoLivreSettings = configNamespace('mercadoLivre', 'FEIRA_MERCADOLIVRE', {
  clientId: optionalText({
    variable: 'CLIENT_ID',
    description:
      'App id of the seller app registered with Mercado Livre; unset: the channel is not configured',
  }),
  clientSecret: optionalText({
    variable: 'CLIENT_SECRET',
    description: 'Secret key of that Mercado Livre app',
  }),
  apiUrl: baseUrl({
    variable: 'API_URL',
    default: 'https://api.mercadolibre.com',
    description: 'Base URL of the Mercado Livre API (token endpoint: `{API_URL}/oauth/token`)',
  }),
  // Mercado Pago answers the payments of Mercado Livre's sales, on its own host, to the seller's
  // Mercado Livre token.
  paymentsApiUrl: baseUrl({
    variable: 'PAYMENTS_API_URL',
    default: 'https://api.mercadopago.com',
    description:
      "Base URL of the Mercado Pago API, where Mercado Livre sales' payments are read (`{PAYMENTS_API_URL}/v1/payments/{id}`)",
  }),
  authUrl: baseUrl({
    variable: 'AUTH_URL',
    default: 'https://auth.mercadolivre.com.br',
    description: 'Where sellers consent (`{AUTH_URL}/authorization`)',
  }),
  // Calls per second to the API: the app's rate limit, which Mercado Livre sets per application.
  ratePerSecond: integer({
    variable: 'RATE_PER_SECOND',
    default: 20,
    min: 1,
    max: 100_000,
    description: "Calls per second this service makes to Mercado Livre (the app's rate limit)",
  }),
});
