import type { FeiraModule } from '../../platform/module.ts';
import { channels } from './channels.ts';
import { channelRoutes } from './channels.routes.ts';
import { marketplacesBffRoutes } from './marketplaces.bff.routes.ts';
import { marketplacesRoutes } from './marketplaces.routes.ts';

export const marketplacesModule: FeiraModule = {
  name: 'marketplaces',
  setup(rt) {
    for (const channel of channels) {
      rt.sealedColumns.push(...(channel.sealedColumns ?? []));
      channel.setup?.(rt);
    }
  },
  async routes(app, rt) {
    await marketplacesRoutes(app, rt);
    await marketplacesBffRoutes(app, rt);
    await channelRoutes(app, rt);
    for (const channel of channels) await channel.routes?.(app, rt);
  },
};

export { connectedAccount, connectedAccounts } from './accounts.service.ts';
export {
  channelSettings,
  connectorFor,
  knownChannelFees,
  platformName,
  platforms,
  sellerTracksParcels,
} from './channels.ts';
export { sandboxItem, sandboxOrder } from './sandbox/sandbox.connector.ts';
export { reportsSettlements, settlementAccounts } from './settlement-accounts.ts';
export { sandboxSettlementCase, type SandboxSettlementCase } from './sandbox/sandbox.settlements.ts';
export {
  ChannelRefusedError,
  ChannelUnavailableError,
  orderTotalFields,
  settlementChargeKinds,
  settlementStatuses,
} from './connector.ts';
export type { ItemView } from './channel.ts';
export type {
  AccountRef,
  ChannelListing,
  ChannelOrder,
  ChannelOrderItem,
  ChannelSettlement,
  SettlementCharge,
  SettlementChargeKind,
  SettlementQuery,
  SettlementStatus,
  ReceivedOrder,
  Customer,
  ItemResult,
  LabelGroupResult,
  MarketplaceConnector,
  OrderTotalField,
  ShippingAddress,
  SimulatedOrderInput,
} from './connector.ts';
export { channelItemViews, connectAccount, connectThroughConsent } from './marketplaces.service.ts';
export { receiveChannelOrdersWith } from './channel-orders.ts';
export { receiveNotification } from './marketplaces.service.ts';
export { listingTypesOf } from './marketplaces.categories.ts';
