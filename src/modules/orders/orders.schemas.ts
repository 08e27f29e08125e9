import { Type, type Static } from '@sinclair/typebox';
import { channelStatuses, orderStatuses, type ChannelStatus, type OrderStatus } from './domain/status.ts';

const Money = (description: string) => Type.Number({ description });
const MoneyIn = (description: string) => Type.Number({ minimum: 0, maximum: 1_000_000_000, description });
const DateTime = (description: string) => Type.String({ format: 'date-time', description });
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const Platform = Type.String({
  pattern: '^[A-Z][A-Z0-9_]{1,39}$',
  description: 'Platform code, e.g. SANDBOX_ML',
});
const StatusEnum = Type.Unsafe<OrderStatus>(
  Type.String({ enum: [...orderStatuses], description: 'Order status (API enum)' }),
);

export const OrderIdParams = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 100 }) });
export const QueueParams = Type.Object({
  status: Type.String({
    minLength: 1,
    maxLength: 40,
    description: 'API enum (any case) or Portuguese label (any case, accents optional), e.g. PAID or Pago',
  }),
});

const CustomerSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    document: Type.Optional(Type.String({ maxLength: 40 })),
    email: Type.Optional(Type.String({ maxLength: 200 })),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false, description: 'Buyer; withheld without order:customer-data' },
);

const AddressSchema = Type.Object(
  {
    street: Type.Optional(Type.String({ maxLength: 200 })),
    number: Type.Optional(Type.String({ maxLength: 20 })),
    complement: Type.Optional(Type.String({ maxLength: 200 })),
    neighborhood: Type.Optional(Type.String({ maxLength: 100 })),
    city: Type.Optional(Type.String({ maxLength: 100 })),
    state: Type.Optional(Type.String({ maxLength: 40 })),
    postalCode: Type.Optional(Type.String({ maxLength: 20 })),
    country: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false, description: 'Shipping address; withheld without order:customer-data' },
);

export const InvoiceSchema = Type.Object(
  {
    number: Text(20),
    series: Text(10),
    accessKey: Type.String({ pattern: '^[0-9]{44}$', description: 'NF-e access key, 44 digits' }),
    issuedAt: DateTime('When the invoice was issued'),
    xml: Type.Optional(Type.String({ maxLength: 500_000, description: 'The NF-e XML, when sent' })),
  },
  { additionalProperties: false },
);

/**
 * The tracking the seller types for a parcel sent with a carrier of their own (ORD-33). Blank text is
 * refused like empty text: a code of spaces follows nothing.
 */
export const TrackingSchema = Type.Object(
  {
    carrier: Type.String({
      minLength: 1,
      maxLength: 60,
      pattern: '\\S',
      description: 'The carrier, e.g. Correios',
    }),
    code: Type.String({
      minLength: 1,
      maxLength: 60,
      pattern: '\\S',
      description: "The carrier's tracking code of the parcel",
    }),
    url: Type.Optional(
      Type.String({
        maxLength: 500,
        pattern: '^https?://\\S+$',
        description: "Where the buyer follows the parcel on the carrier's site (http or https)",
      }),
    ),
  },
  { additionalProperties: false },
);

/** An invoice as read: a canceled one stays on the order, marked, until another is attached. */
export const InvoiceReadSchema = Type.Composite([
  Type.Omit(InvoiceSchema, ['xml']),
  Type.Object({
    xml: Type.Optional(Type.String()),
    channelStatus: Type.Optional(
      Type.Literal('ACCEPTED', { description: 'The channel accepted the invoice (a refusal answers 422)' }),
    ),
    canceledAt: Type.Optional(DateTime('When the invoice was canceled; absent while it stands')),
    cancelReason: Type.Optional(Type.String()),
  }),
]);

export const InvoiceCancelSchema = Type.Object(
  {
    reason: Type.String({
      minLength: 15,
      maxLength: 255,
      description: 'Why the invoice is canceled (15 to 255 characters, as the tax authority asks)',
    }),
  },
  { additionalProperties: false },
);

export const PaidSchema = Type.Object(
  { paidAt: Type.Optional(DateTime('When the buyer paid; now when absent')) },
  { additionalProperties: false },
);
export const CancelSchema = Type.Object({ reason: Text(500) }, { additionalProperties: false });
export const ChannelStatusSchema = Type.Object(
  {
    status: Type.Unsafe<ChannelStatus>(
      Type.String({ enum: [...channelStatuses], description: 'A status the channel reports' }),
    ),
  },
  { additionalProperties: false },
);

const Discount = Type.Object(
  {
    discount: Type.Number({ minimum: 0, description: 'The discount, in BRL or in percent' }),
    percentage: Type.Boolean({ description: 'true when `discount` is a percentage' }),
  },
  { additionalProperties: false, description: 'Per-item discount, when the channel informs it' },
);

const ProfitabilitySchema = Type.Object({
  totalCost: Money('Σ (product cost + inbound freight + packaging + royalty) × qty; kits sum components'),
  grossProfit: Money('totalNet − totalCost'),
  grossMarginPct: Type.Optional(Money('grossProfit / totalNet × 100')),
  totalCommission: Type.Optional(Money('As the channel informed it')),
  serviceFees: Type.Optional(Money('serviceFee as the channel informed it')),
  netShippingCost: Type.Optional(Money('shippingCost − shippingDiscount')),
  grossOperatingRevenue: Type.Optional(Money('As the channel informed it')),
  escrowAmount: Type.Optional(Money('Payout the channel informed')),
  tax: Type.Optional(Money('Taxes withheld by the channel')),
  contributionMargin: Money(
    'escrowAmount − totalCost; without escrow: totalNet − totalCost − totalCommission − serviceFee − netShippingCost − tax',
  ),
  contributionMarginPct: Type.Optional(
    Money('contributionMargin / grossOperatingRevenue (escrow) or / totalNet (no escrow) × 100'),
  ),
  trend: Type.Union([
    Type.Literal('IMPROVING'),
    Type.Literal('WORSENING'),
    Type.Literal('STABLE'),
    Type.Literal('INSUFFICIENT_DATA'),
  ]),
  trendPct: Type.Optional(
    Money("Percentage points above (+) or below (−) the seller's average gross margin"),
  ),
  hasCostData: Type.Boolean(),
  basis: Type.Union([Type.Literal('EXPECTED'), Type.Literal('PAID')], {
    description:
      "EXPECTED: the margin from the order's totals; PAID: from what the channel actually paid (its settlement, reconciled): paidNet − totalCost",
  }),
  paidNet: Type.Optional(Money('With basis PAID: what the channel paid the seller for the order')),
});

const informed = (description: string) => Type.Optional(Money(`${description}; absent when not informed`));

export const OrderSchema = Type.Object({
  id: Type.String(),
  marketplaceOrderId: Type.String(),
  platform: Type.String(),
  accountId: Type.String(),
  status: StatusEnum,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  paidAt: Type.Optional(Type.String()),
  shipBy: Type.Optional(
    Type.String({
      description: 'When the parcel must reach the carrier, as the channel told it; absent when not told',
    }),
  ),
  tracking: Type.Optional(
    Type.Object(
      {
        code: Type.String({ description: "The carrier's tracking code of the parcel" }),
        carrier: Type.Optional(
          Type.String({ description: 'The carrier, as the channel or the seller names it' }),
        ),
        url: Type.Optional(Type.String({ description: "Where to follow the parcel on the carrier's site" })),
      },
      {
        description:
          'How to follow the parcel, once the channel dispatched it or the seller typed it; absent before',
      },
    ),
  ),
  cancelReason: Type.Optional(Type.String()),
  items: Type.Array(
    Type.Object({
      skuId: Type.Optional(Type.String({ description: 'Absent while the line is not linked to a SKU' })),
      sku: Type.Optional(Type.String()),
      channelItemId: Type.Optional(
        Type.String({ description: "The channel's item id (Mercado Livre's MLB…)" }),
      ),
      notLinked: Type.Optional(
        Type.Boolean({
          description:
            'Item not linked: no ad of the seller holds this channel item yet; matched once linked',
        }),
      ),
      qty: Type.Integer(),
      originalPrice: Type.Optional(Money('Unit list price before promotions')),
      salePrice: Money('Unit sold price (on some channels the line total)'),
      discount: Type.Optional(Discount),
    }),
  ),
  totalNet: informed('Order total as the channel informs it'),
  totalGross: informed('Gross total before discounts'),
  totalDiscount: informed('Discounts to the buyer, whoever paid them'),
  marketplaceDiscount: informed('Part of the discount paid by the marketplace'),
  totalFreight: informed('Freight paid by the buyer'),
  shippingCost: informed('Real freight cost charged by the channel or carrier'),
  shippingDiscount: informed('Freight part subsidized by the marketplace'),
  totalCommission: informed('Sales commission'),
  serviceFee: informed('Service or transaction fees besides commission'),
  totalInterest: informed('Installment interest'),
  grossOperatingRevenue: informed('Seller gross revenue after seller discounts'),
  escrowAmount: informed('Net payout of the channel'),
  tax: informed('Taxes withheld by the channel'),
  invoice: Type.Optional(InvoiceReadSchema),
  customer: Type.Optional(CustomerSchema),
  shippingAddress: Type.Optional(AddressSchema),
  costEnrichmentStatus: Type.Union([
    Type.Literal('PENDING'),
    Type.Literal('ENRICHED'),
    Type.Literal('NO_COST_DATA'),
  ]),
  totalCost: Type.Optional(Money('profitability.totalCost')),
  grossProfit: Type.Optional(Money('profitability.grossProfit')),
  grossMargin: Type.Optional(Money('profitability.grossMarginPct')),
  profitability: Type.Optional(ProfitabilitySchema),
});

export const SandboxOrderSchema = Type.Object(
  {
    platform: Platform,
    marketplaceOrderId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: "The channel's order id; generated when absent. Repeating one answers the stored order",
      }),
    ),
    items: Type.Array(
      Type.Object(
        {
          skuId: Type.String({ minLength: 1, maxLength: 100 }),
          qty: Type.Integer({ minimum: 1, maximum: 100_000 }),
          salePrice: MoneyIn('Unit sold price'),
          originalPrice: Type.Optional(MoneyIn('Unit list price')),
          discount: Type.Optional(Discount),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
    totalFreight: Type.Optional(MoneyIn('Freight paid by the buyer')),
    shippingCost: Type.Optional(MoneyIn('Freight cost charged by the channel')),
    shippingDiscount: Type.Optional(MoneyIn('Freight subsidized by the marketplace')),
    totalCommission: Type.Optional(MoneyIn('Commission')),
    serviceFee: Type.Optional(MoneyIn('Service fees')),
    escrowAmount: Type.Optional(MoneyIn('Payout')),
    grossOperatingRevenue: Type.Optional(MoneyIn('Seller gross revenue')),
    tax: Type.Optional(MoneyIn('Taxes withheld by the channel')),
    marketplaceDiscount: Type.Optional(MoneyIn('Discount paid by the marketplace')),
    customer: Type.Optional(CustomerSchema),
    shippingAddress: Type.Optional(AddressSchema),
    shipBy: Type.Optional(DateTime('The ship-by deadline the channel sets')),
  },
  { additionalProperties: false },
);
export type SandboxOrderBody = Static<typeof SandboxOrderSchema>;

export const SearchSchema = Type.Object(
  {
    status: Type.Optional(Type.Array(StatusEnum, { maxItems: 9 })),
    platform: Type.Optional(Type.Array(Platform, { maxItems: 50 })),
    createdFrom: Type.Optional(DateTime('Created at or after')),
    createdTo: Type.Optional(DateTime('Created at or before')),
    sku: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'A skuId or sku code of an item' }),
    ),
  },
  { additionalProperties: false },
);

export const QueueQuery = Type.Object({
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'Batch size (default 50)' })),
});
export const ConfirmQuery = Type.Object({
  batchId: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: 'Confirm this batch' })),
});
export const ConfirmBody = Type.Array(Type.String({ maxLength: 100 }), {
  maxItems: 1000,
  description: 'Order ids to confirm; without a body, the batch handed out last',
});
export const ConfirmedSchema = Type.Object({ confirmed: Type.Integer() });
