import { StringEnum } from '../../platform/http/string-enum.ts';
import { Type } from '@sinclair/typebox';

export const PlatformParams = Type.Object({
  platform: Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,39}$', description: 'Platform code, e.g. SANDBOX_ML' }),
});
export const GroupParams = Type.Object({ groupId: Type.String({ minLength: 1, maxLength: 100 }) });
export const LabelParams = Type.Object({
  groupId: Type.String({ minLength: 1, maxLength: 100 }),
  packageId: Type.String({ minLength: 1, maxLength: 100 }),
});

export const GroupRequestSchema = Type.Object(
  {
    orderIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      minItems: 1,
      maxItems: 200,
      description: 'Orders of this platform to make labels for',
    }),
  },
  { additionalProperties: false },
);

export const GroupAcceptedSchema = Type.Object({ groupId: Type.String() });

export const BatchRequestSchema = Type.Object(
  {
    orderIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      minItems: 1,
      maxItems: 200,
      description: 'Orders of any platforms; one label group is started per platform',
    }),
  },
  { additionalProperties: false },
);

export const BatchAcceptedSchema = Type.Object({
  groupIds: Type.Array(Type.String(), { description: 'One label group per platform of the orders' }),
});

export const BatchFileQuery = Type.Object(
  {
    groupIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 20 }),
    format: StringEnum(['ZPL', 'PDF']),
  },
  { additionalProperties: false },
);

export const GroupSchema = Type.Object({
  groupId: Type.String(),
  platform: Type.String(),
  accountId: Type.String(),
  status: StringEnum(['PROCESSING', 'COMPLETE', 'PARTIALLY_COMPLETE', 'ERROR']),
  error: Type.Optional(Type.String({ description: 'Why the channel could not process the group' })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  packages: Type.Array(
    Type.Object({
      orderId: Type.String(),
      marketplaceOrderId: Type.String(),
      status: StringEnum(['PROCESSING', 'GENERATED', 'REFUSED']),
      packageId: Type.Optional(Type.String()),
      format: Type.Optional(StringEnum(['ZPL', 'PDF'])),
      labelUrl: Type.Optional(Type.String({ description: 'Where the label file is downloaded' })),
      refusalReason: Type.Optional(Type.String()),
    }),
  ),
});
