import type { FeiraModule } from '../../platform/module.ts';
import { marketplacesBffRoutes } from './marketplaces.bff.routes.ts';
import { marketplacesRoutes } from './marketplaces.routes.ts';
import { setupMercadoLivre } from './mercadolivre/ml.setup.ts';

export const marketplacesModule: FeiraModule = {
  name: 'marketplaces',
  setup: setupMercadoLivre,
  async routes(app, rt) {
    await marketplacesRoutes(app, rt);
    await marketplacesBffRoutes(app, rt);
  },
};

export { connectedAccount, connectedAccounts, connectorFor, platforms } from './marketplaces.service.ts';
export { sandboxItem, sandboxOrder } from './sandbox/sandbox.connector.ts';
export { ChannelRefusal, ChannelUnavailableError, orderTotalFields } from './connector.ts';
export type {
  AccountRef,
  ChannelListing,
  ChannelOrder,
  ChannelOrderItem,
  ReceivedOrder,
  Customer,
  ItemResult,
  LabelGroupResult,
  MarketplaceConnector,
  OrderTotalField,
  ShippingAddress,
  SimulatedOrderInput,
} from './connector.ts';
export { connectAccount } from './marketplaces.service.ts';
export { receiveChannelOrdersWith } from './channel-orders.ts';
export { channelItemViews } from './marketplaces.service.ts';
export { connectThroughConsent as connectMercadoLivreAs } from './mercadolivre/ml.connect.ts';
export { acceptNotification as acceptMercadoLivreNotification } from './mercadolivre/ml.notifications.ts';
