import type { Channel } from '../channel.ts';
import { consentCallbackQuery, mercadoLivreNotifications } from './ml.callbacks.ts';
import { mercadoLivreCategories, mercadoLivreListingTypes } from './ml.categories.ts';
import { mercadoLivreSettings } from './ml.config.ts';
import { finishConnect, startConnect } from './ml.connect.ts';
import { mercadoLivreConnector, mercadoLivreProfile } from './ml.connector.ts';
import { dropTokens, mercadoLivreSealedColumns } from './ml.credentials.ts';
import { itemViews } from './ml.items.ts';
import { mercadoLivreQuestionRoutes } from './ml.questions.routes.ts';
import { setupMercadoLivre } from './ml.setup.ts';

/**
 * Mercado Livre through its public REST API: accounts connect on its OAuth consent page (PKCE), its
 * tokens are sealed at rest, it notifies orders, shipments and items, and buyers ask questions on
 * its items (docs/channels/mercadolivre.md).
 */
export const mercadoLivreChannel: Channel = {
  slug: 'mercadolivre',
  profiles: [mercadoLivreProfile],
  connector: (rt) => mercadoLivreConnector(rt),
  settings: mercadoLivreSettings,
  sealedColumns: mercadoLivreSealedColumns,
  setup: setupMercadoLivre,
  routes: mercadoLivreQuestionRoutes,
  connects: {
    by: 'consent',
    consent: {
      start: startConnect,
      callbackQuery: consentCallbackQuery,
      finish: finishConnect,
    },
  },
  // Disconnecting forgets the tokens: connecting again goes through the consent page.
  forgetCredentials: (ctx, account) => dropTokens(ctx.db, account),
  notifications: mercadoLivreNotifications,
  itemViews,
  categories: mercadoLivreCategories,
  listingTypes: mercadoLivreListingTypes,
};
