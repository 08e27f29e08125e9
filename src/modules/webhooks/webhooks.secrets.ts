import { contextOf, sealedTextColumns } from '../../platform/secrets/sealed-columns.ts';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';

/** The columns of `webhooks` sealed at rest: the signing secrets and the receiver's token. */
export const webhookSealedColumns = sealedTextColumns(
  'webhooks',
  ['token_value', 'secret', 'previous_secret'],
  ['seller_id', 'id'],
);

const TOKEN = contextOf('webhooks', 'token_value');
const SECRET = contextOf('webhooks', 'secret');
const PREVIOUS = contextOf('webhooks', 'previous_secret');

interface WebhookSecrets {
  tokenValue: string;
  secret: string;
  previousSecret: string | null;
}

/** The same values as stored (sealed) or as used (opened). */
function mapSecrets<T extends WebhookSecrets>(row: T, f: (value: string, context: string) => string): T {
  return {
    ...row,
    tokenValue: f(row.tokenValue, TOKEN),
    secret: f(row.secret, SECRET),
    previousSecret: row.previousSecret === null ? null : f(row.previousSecret, PREVIOUS),
  };
}

export const sealWebhookSecrets = <T extends WebhookSecrets>(box: SecretBox, row: T): T =>
  mapSecrets(row, (value, context) => box.seal(value, context));

export const openWebhookSecrets = <T extends WebhookSecrets>(box: SecretBox, row: T): T =>
  mapSecrets(row, (value, context) => box.open(value, context));

export const sealWebhookToken = (box: SecretBox, value: string) => box.seal(value, TOKEN);
export const sealWebhookSecret = (box: SecretBox, value: string, previous = false) =>
  box.seal(value, previous ? PREVIOUS : SECRET);
