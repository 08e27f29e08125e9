import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../platform/http/string-enum.ts';
import { PagingQuery } from '../../platform/http/hal.ts';
import { settlementChargeKinds, settlementStatuses } from '../marketplaces/index.ts';
import { causeCodes, reconciliationStatuses } from './domain/rules.ts';

const Money = (description: string) => Type.Number({ description: `${description} (BRL)` });
const Platform = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'A channel platform code, e.g. MERCADO_LIVRE',
});
const Instant = (description: string) => Type.String({ format: 'date-time', description });

const periodProperties = {
  from: Type.Optional(Instant('Orders created at or after this instant')),
  to: Type.Optional(Instant('Orders created before this instant')),
};

export const PeriodQuery = Type.Object(periodProperties, { additionalProperties: false });

export const DifferencesQuery = Type.Composite(
  [
    PagingQuery,
    Type.Object({
      ...periodProperties,
      platform: Type.Optional(Platform),
      status: Type.Optional(
        StringEnum(
          reconciliationStatuses,
          'Only orders of this status; without it, PAID_LESS, PAID_MORE and NOT_RELEASED',
        ),
      ),
    }),
  ],
  { additionalProperties: false },
);

export const ExportQuery = Type.Object(
  { ...periodProperties, platform: Platform },
  { additionalProperties: false },
);

export const OrderIdParams = Type.Object({
  orderId: Type.String({ minLength: 1, maxLength: 100, description: "Feira's order id" }),
});

const Lines = (whose: string) =>
  Type.Object(
    {
      gross: Money('What the buyer paid'),
      commission: Money('Commission'),
      shipping: Money('Shipping the seller pays'),
      discounts: Money('Discounts charged to the seller'),
      refunds: Money('Refunds and chargebacks'),
      other: Money('Other charges: fixed fees, taxes, financing'),
      net: Money('What the seller receives'),
    },
    { description: `${whose}, line by line` },
  );

const CauseSchema = Type.Object({
  code: StringEnum(causeCodes, 'The machine code of the cause'),
  message: Type.String({ description: 'The cause in Portuguese, for the seller, with the amounts' }),
});

export const ReconciliationSchema = Type.Object({
  orderId: Type.String(),
  platform: Type.String(),
  marketplaceOrderId: Type.String(),
  orderCreatedAt: Type.String({ format: 'date-time' }),
  status: StringEnum(
    reconciliationStatuses,
    'MATCHING: paid as promised (within R$ 0.01); PAID_LESS / PAID_MORE: the net differs; NOT_RELEASED: release date passed and the channel still holds it; REFUNDED: refunded or charged back as reported; PENDING: not yet due',
  ),
  expected: Lines("What the sale promised: the order's totals and the channel's fees"),
  paid: Lines('What the channel reported it charged and pays'),
  difference: Money('paid net − expected net'),
  notReleased: Money('Money the channel still holds'),
  releaseDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'The first release date of money the channel still holds; null when it holds none',
  }),
  causes: Type.Array(CauseSchema, { description: 'Why the money differs or is held, where it can be named' }),
  computedAt: Type.String({ format: 'date-time' }),
});

const SettlementSchema = Type.Object({
  settlementId: Type.String({ description: "The channel's id of the payment or settlement" }),
  marketplaceOrderId: Type.String(),
  status: StringEnum(settlementStatuses),
  gross: Money('What the buyer paid, as the channel reports it'),
  charges: Type.Array(
    Type.Object({
      kind: StringEnum(settlementChargeKinds),
      amount: Money('The amount the channel took'),
      description: Type.String({ description: "The channel's own name for the charge" }),
      ruleCap: Type.Optional(
        Money(
          "The most the channel's own published rule lets it take for this charge (Amazon's refund " +
            'administration fee); absent where it has no such rule. A charge above it is a difference',
        ),
      ),
    }),
  ),
  net: Money('What the channel says the seller receives'),
  releaseDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  releasedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time', description: "The channel's last change to it" }),
  receivedAt: Type.String({ format: 'date-time', description: 'When Feira last took it in' }),
});

export const OrderReconciliationSchema = Type.Composite([
  ReconciliationSchema,
  Type.Object({
    settlements: Type.Array(SettlementSchema, {
      description: 'The evidence: each settlement the channel reported for the order, in its own words',
    }),
  }),
]);

const Totals = {
  expected: Money('Σ expected net'),
  received: Money('Σ net the channels say they pay'),
  difference: Money('Σ (paid − expected)'),
  notReleased: Money('Σ money the channels still hold'),
};

export const TotalsSchema = Type.Object({
  ...periodProperties,
  ...Totals,
  byChannel: Type.Array(
    Type.Object({
      platform: Type.String(),
      orders: Type.Integer({ description: 'Orders reconciled (with at least one settlement)' }),
      ...Totals,
      ordersWithDifference: Type.Integer({ description: 'Orders PAID_LESS or PAID_MORE' }),
      ordersNotReleased: Type.Integer({ description: 'Orders whose money is held past its release date' }),
    }),
  ),
  channels: Type.Array(
    Type.Object({
      platform: Type.String(),
      reportsSettlements: Type.Boolean({
        description: 'false: the channel does not report what it paid, and its orders are not reconciled',
      }),
    }),
    { description: "The seller's connected channels" },
  ),
});
