import { Type, type Static } from '@sinclair/typebox';
import { PagingQuery } from '../../platform/http/hal.ts';

/** What the history records changes of; the web admin's filter offers these. */
const auditEntities = [
  'price',
  'cost',
  'rule',
  'promotion',
  'app',
  'webhook',
  'marketplace',
  'ad',
  'stock',
  'product',
  'order',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** Verbs of the history; an entity uses the ones that fit it (a price is only ever SET). */
const auditActions = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'SET',
  'APPLY',
  'ACTIVATE',
  'FINISH',
  'RESTORE',
  'ENABLE',
  'DISABLE',
  'ROTATE_SECRET',
  'REVOKE',
  'CONNECT',
  'DISCONNECT',
] as const;
export type AuditAction = (typeof auditActions)[number];

const Snapshot = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
  description: 'The entity as it was (before) or became (after); null when it did not exist',
});

export const AuditEntrySchema = Type.Object(
  {
    id: Type.String(),
    at: Type.String({ format: 'date-time' }),
    actor: Type.Object({
      kind: Type.Union([Type.Literal('APP'), Type.Literal('USER'), Type.Literal('OPERATOR')]),
      id: Type.String({ description: 'Client id of an app or operator app; user id of a person' }),
      viaClientId: Type.Union([Type.String(), Type.Null()], {
        description: 'The app a user acted through, when the user signed in to an app',
      }),
    }),
    requestId: Type.String({ description: 'X-Request-Id of the request that made the change' }),
    action: Type.Union(auditActions.map((a) => Type.Literal(a))),
    entity: Type.Union(auditEntities.map((e) => Type.Literal(e))),
    entityId: Type.String(),
    before: Snapshot,
    after: Snapshot,
  },
  { additionalProperties: false },
);
export type AuditEntryDto = Static<typeof AuditEntrySchema>;

const Name = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/** An entry as the seller's web admin shows it: with the names of who did it and of what changed. */
export const ReadableEntrySchema = Type.Composite(
  [
    AuditEntrySchema,
    Type.Object({
      actorName: Name("The user's e-mail or the app's name; null for an operator or one no longer known"),
      viaName: Name('The name of the app a user acted through; null when none or no longer known'),
      subject: Type.Union(
        [
          Type.Object({
            label: Type.String({
              description: "A SKU's code, a promotion's, rule's or app's name, a webhook's address",
            }),
            detail: Name("The SKU's product title; null when there is nothing more"),
          }),
          Type.Null(),
        ],
        { description: 'What changed, by the name the seller knows; null when the fields say it all' },
      ),
    }),
  ],
  { additionalProperties: false },
);
export type ReadableEntryDto = Static<typeof ReadableEntrySchema>;

export const AuditQuery = Type.Composite([
  PagingQuery,
  Type.Object(
    {
      entity: Type.Optional(Type.Union(auditEntities.map((e) => Type.Literal(e)))),
      action: Type.Optional(Type.Union(auditActions.map((a) => Type.Literal(a)))),
      entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      from: Type.Optional(
        Type.String({ format: 'date-time', description: 'Changes at or after this instant' }),
      ),
      to: Type.Optional(Type.String({ format: 'date-time', description: 'Changes before this instant' })),
    },
    { additionalProperties: false },
  ),
]);
export type AuditFilter = Static<typeof AuditQuery>;

export const OperatorAuditQuery = Type.Composite([
  AuditQuery,
  Type.Object({ sellerId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }),
]);
