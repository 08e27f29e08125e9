import type { SealedColumn } from '../../platform/secrets/sealed-columns.ts';
import { contextOf } from '../../platform/secrets/sealed-columns.ts';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import type { StoredIntegration } from './freight.tables.ts';

/**
 * A carrier integration's credentials are sealed at rest inside its settings document; the other
 * settings (type, origin, services) stay readable, for the quote tables and the API.
 */
export const freightSealedColumns: SealedColumn[] = ['accessCode', 'token'].map((field) => ({
  table: 'freight_carriers',
  column: 'integration',
  kind: 'jsonb',
  field,
  key: ['seller_id', 'id'],
}));

const ACCESS_CODE = contextOf('freight_carriers', 'integration.accessCode');
const TOKEN = contextOf('freight_carriers', 'integration.token');

/** The integration as stored: its credential sealed (one already sealed stays as it is). */
export function sealIntegration(box: SecretBox, integration: StoredIntegration): StoredIntegration {
  return integration.type === 'POSTAL'
    ? {
        ...integration,
        accessCode: box.isSealedValue(integration.accessCode)
          ? integration.accessCode
          : box.seal(integration.accessCode, ACCESS_CODE),
      }
    : {
        ...integration,
        token: box.isSealedValue(integration.token) ? integration.token : box.seal(integration.token, TOKEN),
      };
}

/** The integration with its credential opened, as a carrier's API needs it. */
export function openIntegration(box: SecretBox, integration: StoredIntegration): StoredIntegration {
  return integration.type === 'POSTAL'
    ? { ...integration, accessCode: box.open(integration.accessCode, ACCESS_CODE) }
    : { ...integration, token: box.open(integration.token, TOKEN) };
}
