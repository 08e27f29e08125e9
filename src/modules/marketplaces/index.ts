import type { FeiraModule } from '../../platform/module.ts';
import { marketplacesRoutes } from './marketplaces.routes.ts';

export const marketplacesModule: FeiraModule = { name: 'marketplaces', routes: marketplacesRoutes };

export { connectedAccount, connectedAccounts, connectorFor, platforms } from './marketplaces.service.ts';
export { sandboxItem, sandboxOrder } from './sandbox/sandbox.connector.ts';
export { ChannelUnavailableError, orderTotalFields } from './connector.ts';
export type {
  AccountRef,
  ChannelOrder,
  ChannelOrderItem,
  Customer,
  ItemResult,
  LabelGroupResult,
  MarketplaceConnector,
  OrderTotalField,
  ShippingAddress,
  SimulatedOrderInput,
} from './connector.ts';
export { connectAccount } from './marketplaces.service.ts';
