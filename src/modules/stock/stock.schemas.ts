import { Type } from '@sinclair/typebox';

const Quantity = (description: string) => Type.Integer({ minimum: 0, maximum: 100_000_000, description });
const WarehouseId = Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9._-]+$' });

export const SkuIdParams = Type.Object({ skuId: Type.String({ minLength: 1, maxLength: 100 }) });
export const PlatformParams = Type.Object({ platform: Type.String({ minLength: 1, maxLength: 40 }) });

export const StockInputSchema = Type.Object({ stock: Quantity('Units on hand') });

/** The V2 plain JSON body (no HAL). */
export const StockV2Schema = Type.Object({
  skuId: Type.String(),
  stock: Type.Integer({ description: 'Units on hand over every warehouse' }),
  updatedAt: Type.Union([Type.String(), Type.Null()], { description: 'Last write; null when never written' }),
});

export const StockListSchema = Type.Array(
  Type.Object({
    sku: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    skuId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    warehouseId: Type.Optional(WarehouseId),
    stock: Quantity('Units on hand in the warehouse (DEFAULT when not given)'),
  }),
  { minItems: 1, maxItems: 20_000 },
);

export const StockAcceptedSchema = Type.Object({
  received: Type.Integer(),
  changed: Type.Integer({ description: 'SKUs whose on-hand total changed' }),
});

const Available = Type.Integer({ description: 'on hand − reserved − buffer, at least 0' });

export const StockDetailSchema = Type.Object({
  skuId: Type.String(),
  sku: Type.String(),
  stockId: Type.Union([Type.String(), Type.Null()]),
  onHand: Type.Integer(),
  reserved: Type.Integer({ description: 'Held by open orders' }),
  available: Type.Integer({ description: 'on hand − reserved, at least 0' }),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  warehouses: Type.Array(
    Type.Object({ warehouseId: Type.String(), stock: Type.Integer(), updatedAt: Type.String() }),
  ),
  platforms: Type.Array(
    Type.Object({ platform: Type.String(), buffer: Type.Integer(), available: Available }),
    { description: 'Every platform the SKU is published on' },
  ),
});

export const PlatformStockSchema = Type.Object({
  skuId: Type.String(),
  platform: Type.String(),
  onHand: Type.Integer(),
  reserved: Type.Integer(),
  buffer: Type.Integer({ description: 'Safety buffer kept off this platform' }),
  available: Available,
});

export const BufferInputSchema = Type.Object({
  buffer: Quantity('Units kept off the platform'),
  skuId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'One SKU; absent: every SKU of the seller' }),
  ),
});

export const BufferSchema = Type.Object({
  platform: Type.String(),
  skuId: Type.Union([Type.String(), Type.Null()], { description: 'null: every SKU' }),
  buffer: Type.Integer(),
  updatedAt: Type.Optional(Type.String()),
});

export const WarehouseStockParams = Type.Object({
  skuId: Type.String({ minLength: 1, maxLength: 100 }),
  warehouseId: Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9._-]+$' }),
});
