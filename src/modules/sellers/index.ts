import type { FeiraModule } from '../../platform/module.ts';
import { systemCtx } from '../../platform/context.ts';
import type { AuthDirectory } from '../../platform/auth/index.ts';
import { sellersBffRoutes } from './sellers.bff.routes.ts';
import { sellersRoutes } from './sellers.routes.ts';
import { checkPassword, findAccount, findClient } from './sellers.service.ts';
import { actorNamesPort } from '../audit/index.ts';
import { actorNames } from './sellers.names.ts';

export const sellersModule: FeiraModule = {
  name: 'sellers',
  setup() {
    // The readable history names users and apps through audit's port (WEB-73).
    actorNamesPort.plug(actorNames);
  },
  async routes(app) {
    await sellersRoutes(app);
    await sellersBffRoutes(app);
  },
};

/** What the authorization server reads about apps and users (the platform never reads these tables). */
export const sellersDirectory: AuthDirectory = {
  findClient: (rt, clientId) => findClient(systemCtx(rt, null, 'auth'), clientId),
  findAccount: (rt, userId) => findAccount(systemCtx(rt, null, 'auth'), userId),
  checkPassword: (rt, email, password, address) =>
    checkPassword(systemCtx(rt, null, 'auth'), email, password, address),
};

export {
  createApp,
  createSeller,
  createUser,
  ensureAdminClient,
  ensureLocalOperatorClient,
  getSeller,
  userByEmail,
  type AdminBootstrap,
} from './sellers.service.ts';
