import type { FeiraModule } from '../../platform/module.ts';
import { marketplacesRoutes } from './marketplaces.routes.ts';

export const marketplacesModule: FeiraModule = { name: 'marketplaces', routes: marketplacesRoutes };

export { connectedAccount, connectorFor, platforms, getAccount } from './marketplaces.service.ts';
export { sandboxItem } from './sandbox/sandbox.connector.ts';
export { ChannelUnavailableError, channelFields } from './connector.ts';
export type {
  AccountRef,
  ChannelAd,
  ChannelField,
  ChannelProfile,
  ItemResult,
  ItemUpsert,
} from './connector.ts';
