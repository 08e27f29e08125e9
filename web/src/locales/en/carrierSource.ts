import type { carrierSource as pt } from '../pt/carrierSource.ts';

export const carrierSource: typeof pt = {
  legend: 'How this carrier quotes',
  kinds: {
    TABLE: 'Own table',
    URL: 'Quote URL',
    POSTAL: 'Correios (contract)',
    AGGREGATOR: 'Shipping aggregator',
  },
  kindHelp: {
    TABLE: 'Regions and weight bands set up here.',
    URL: 'Your system answers each quote within 650 ms.',
    POSTAL: 'Price and deadline from the Correios contract API.',
    AGGREGATOR: 'Several carriers through one API token (like Melhor Envio).',
  },
  quoteUrl: 'Quote URL',
  quoteUrlHelp:
    'HTTPS on a public internet address, without ? or #. Feira calls POST {URL}/{postal code} and drops answers after 650 ms.',
  origin: 'Origin postal code',
  originHelp: 'Where parcels leave from',
  accessCode: 'API access code',
  token: 'API token',
  secretKept: 'Stored and never shown. Leave empty to keep the current one.',
  secretOnce: 'Stored and not shown again.',
  user: 'Contract user',
  postingCard: 'Posting card',
  postalServices: 'Contract services',
  serviceCode: (i) => `Service ${i} code`,
  serviceName: (i) => `Service ${i} name`,
  serviceType: (i) => `Type ${i}`,
  serviceId: (i) => `Service ${i} id`,
  removeService: (i) => `Remove service ${i}`,
  addService: 'Add service',
  aggregatorServices: 'Services to quote',
  aggregatorServicesHelp: 'With no service listed, all of the aggregator’s are quoted.',
  receipt: 'Delivery receipt',
  ownHand: 'Own hand',
  messages: {
    required: 'Fill in this field.',
    cep: 'Enter an 8-digit postal code.',
    serviceCode: 'The code has 5 digits (e.g. 03298).',
  },
};
