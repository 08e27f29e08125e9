import { baseUrl, configNamespace, integer, optionalText } from '../../../platform/config-namespace.ts';

/** Amazon's settings: the SP-API application registered with it, its addresses and the orders poll. */
export const amazonSettings = configNamespace('amazon', 'FEIRA_AMAZON', {
  lwaClientId: optionalText({
    variable: 'LWA_CLIENT_ID',
    description:
      'Login with Amazon client id of the SP-API application; unset: the channel is not configured',
  }),
  lwaClientSecret: optionalText({
    variable: 'LWA_CLIENT_SECRET',
    description: 'Login with Amazon client secret of that application',
  }),
  appId: optionalText({
    variable: 'APP_ID',
    description: 'The SP-API application id (`amzn1.sp.solution.…`), the consent page’s `application_id`',
  }),
  spApiUrl: baseUrl({
    variable: 'SPAPI_URL',
    default: 'https://sellingpartnerapi-na.amazon.com',
    description: 'Base URL of the Selling Partner API (the North America endpoint serves Amazon.com.br)',
  }),
  lwaUrl: baseUrl({
    variable: 'LWA_URL',
    default: 'https://api.amazon.com',
    description: 'Base URL of Login with Amazon (token endpoint: `{LWA_URL}/auth/o2/token`)',
  }),
  consentUrl: baseUrl({
    variable: 'CONSENT_URL',
    default: 'https://sellercentral.amazon.com.br',
    description: 'Seller Central, where sellers consent (`{CONSENT_URL}/apps/authorize/consent`)',
  }),
  // searchOrders' default usage plan refills one call every 180 s: polling faster only spends its burst.
  pollSeconds: integer({
    variable: 'POLL_SECONDS',
    default: 180,
    min: 1,
    max: 86_400,
    description: "Seconds between polls of each connected Amazon account's orders, fees and listing issues",
  }),
});
