import { StringEnum } from '../../platform/http/string-enum.ts';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { PagingQuery } from '../../platform/http/hal.ts';
import {
  notificationDomains,
  notificationTypes,
  orderStatusLabels,
  subscribableDomains,
} from './domain/subscriptions.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });
const Id = Type.String({ minLength: 1, maxLength: 64 });

const TokenSchema = Type.Object(
  {
    header: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$",
      description: 'Header the shared token is sent in, e.g. X-Feira-Token',
    }),
    value: Type.String({ minLength: 1, maxLength: 1024, pattern: '^[\\x21-\\x7E][\\x20-\\x7E]*$' }),
  },
  { description: 'Shared token sent with every delivery' },
);

const Statuses = Type.Array(Type.Union(orderStatusLabels.map((label) => Type.Literal(label))), {
  uniqueItems: true,
  description: 'Order statuses to be notified of',
});
const Domains = Type.Array(Type.Union(subscribableDomains.map((domain) => Type.Literal(domain))), {
  uniqueItems: true,
  description: `Other domains to be notified of: ${subscribableDomains.join(', ')}`,
});
const UrlName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const Url = Type.String({ minLength: 1, maxLength: 2048 });

export const WebhookCreateSchema = Type.Object({
  urlName: UrlName,
  url: Url,
  token: TokenSchema,
  statuses: Type.Optional(Statuses),
  domains: Type.Optional(Domains),
});
export type WebhookCreate = Static<typeof WebhookCreateSchema>;

export const WebhookUpdateSchema = Type.Object({
  urlName: Type.Optional(UrlName),
  url: Type.Optional(Url),
  token: Type.Optional(TokenSchema),
  statuses: Type.Optional(Statuses),
  domains: Type.Optional(Domains),
});
export type WebhookUpdate = Static<typeof WebhookUpdateSchema>;

export const DisableSchema = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) });

export const WebhookSchema = Type.Object({
  id: Type.String(),
  urlName: Type.String(),
  url: Type.String(),
  token: Type.Object({ header: Type.String(), value: Type.String() }),
  statuses: Type.Array(Type.String()),
  domains: Type.Array(Type.String()),
  status: Type.Union([Type.Literal('ENABLED'), Type.Literal('DISABLED')]),
  disabledReason: Nullable(Type.String()),
  disabledBy: Nullable(StringEnum(['SELLER', 'SYSTEM'], 'SELLER, or SYSTEM for the automatic disabling')),
  disabledAt: Nullable(DateTime),
  failingSince: Nullable(DateTime),
  lastSuccessAt: Nullable(DateTime),
  previousSecretExpiresAt: Nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const WebhookCreatedSchema = Type.Composite([
  WebhookSchema,
  Type.Object({ secret: Type.String({ description: 'Standard Webhooks signing secret (whsec_…)' }) }),
]);

export const SecretSchema = Type.Object({
  secret: Type.String(),
  previousSecretExpiresAt: Nullable(DateTime),
});

export const DeliverySchema = Type.Object({
  id: Type.String(),
  webhookId: Type.String(),
  eventId: Type.String(),
  domain: StringEnum(notificationDomains),
  type: StringEnum(notificationTypes),
  resource: Type.String(),
  itemId: Type.String(),
  relatedId: Nullable(Type.String()),
  received: DateTime,
  test: Type.Boolean(),
  status: StringEnum(['PENDING', 'DELIVERED', 'MISSED', 'FAILED'], 'FAILED: test events only'),
  attempts: Type.Integer(),
  nextAttemptAt: Nullable(DateTime),
  lastAttemptAt: Nullable(DateTime),
  lastStatusCode: Type.Union([Type.Integer(), Type.Null()]),
  lastError: Nullable(Type.String()),
  deliveredAt: Nullable(DateTime),
  missedAt: Nullable(DateTime),
  createdAt: DateTime,
});

const AttemptSchema = Type.Object({
  attempt: Type.Integer(),
  mode: StringEnum(['AUTO', 'MANUAL'], 'AUTO: on schedule; MANUAL: redelivery, resend or test'),
  at: DateTime,
  statusCode: Type.Union([Type.Integer(), Type.Null()]),
  latencyMs: Type.Integer(),
  responseExcerpt: Nullable(Type.String()),
  error: Nullable(Type.String()),
  delivered: Type.Boolean(),
});

/** What a notification says, in the webhook envelope and in the list of missed ones alike. */
const notificationFields = {
  resource: Type.String(),
  domain: StringEnum(notificationDomains),
  sellerId: Type.String(),
  accountId: Nullable(Type.String()),
  platform: Nullable(Type.String()),
  itemId: Type.String(),
  relatedId: Nullable(Type.String()),
  type: StringEnum(notificationTypes),
  tags: Type.Array(Type.String()),
  attempts: Type.Integer(),
};

const EnvelopeSchema = Type.Object({
  ...notificationFields,
  sent: DateTime,
  received: DateTime,
});

export const DeliveryDetailSchema = Type.Composite([
  DeliverySchema,
  Type.Object({
    attemptLog: Type.Array(AttemptSchema),
    payload: Type.Union([EnvelopeSchema, Type.Null()], { description: 'The body of the last attempt' }),
  }),
]);

export const DeliveryListQuery = Type.Object({
  ...PagingQuery.properties,
  status: Type.Optional(
    Type.Union(['PENDING', 'DELIVERED', 'MISSED', 'FAILED'].map((status) => Type.Literal(status))),
  ),
});

export const MissedNotificationSchema = Type.Object({
  id: Type.String(),
  urlName: Type.String(),
  webhookId: Type.String(),
  ...notificationFields,
  sent: Type.Union([DateTime, Type.Null()], {
    description: "The last attempt's `sent`, as in the webhook envelope; null when none was made",
  }),
  received: DateTime,
  lastAttemptAt: Nullable(DateTime),
  lastStatusCode: Type.Union([Type.Integer(), Type.Null()]),
  lastError: Nullable(Type.String()),
  missedAt: DateTime,
});

const MissedFilters = {
  urlName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  since: Type.Optional(Type.String({ format: 'date-time', description: 'Events received at or after' })),
  until: Type.Optional(Type.String({ format: 'date-time', description: 'Events received before' })),
  domain: Type.Optional(Type.Union(['order', ...subscribableDomains].map((d) => Type.Literal(d)))),
  type: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
};

export type MissedFilter = Static<TObject<typeof MissedFilters>>;
export const MissedQuery = Type.Object({ ...PagingQuery.properties, ...MissedFilters });

export const ResendSchema = Type.Object(
  {
    ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true })),
    ...MissedFilters,
  },
  { description: 'Either `ids`, or a window: `since` (required), `until`, and optional filters' },
);
export type ResendInput = Static<typeof ResendSchema>;

export const ResendResultSchema = Type.Object({ count: Type.Integer(), ids: Type.Array(Type.String()) });

export const WebhookParams = Type.Object({ id: Id });
export const DeliveryParams = Type.Object({ id: Id, deliveryId: Id });
