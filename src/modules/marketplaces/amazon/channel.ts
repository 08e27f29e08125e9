import type { Channel } from '../channel.ts';
import { amazonCategories } from './amazon.categories.ts';
import { amazonSettings } from './amazon.config.ts';
import { consentCallbackQuery, finishConnect, startConnect } from './amazon.connect.ts';
import { amazonConnector, amazonProfile } from './amazon.connector.ts';
import { amazonSealedColumns, dropCredentials } from './amazon.credentials.ts';
import { itemViews } from './amazon.listings.ts';
import { setupAmazon } from './amazon.poll.ts';

/**
 * Amazon.com.br through the Selling Partner API: accounts connect on Seller Central's consent page
 * (website authorization workflow, Login with Amazon tokens sealed at rest), ads become listings of
 * Listings Items 2021-08-01, orders, fees and listing issues arrive by polling, and what Amazon paid is
 * read from Finances' payout groups (docs/channels/amazon.md).
 */
export const amazonChannel: Channel = {
  slug: 'amazon',
  profiles: [amazonProfile],
  connector: (rt) => amazonConnector(rt),
  settings: amazonSettings,
  sealedColumns: amazonSealedColumns,
  setup: setupAmazon,
  connects: {
    by: 'consent',
    consent: { start: startConnect, callbackQuery: consentCallbackQuery, finish: finishConnect },
  },
  // Disconnecting forgets the tokens: connecting again goes through the consent page.
  forgetCredentials: (ctx, account) => dropCredentials(ctx.db, account),
  itemViews,
  categories: amazonCategories,
};
