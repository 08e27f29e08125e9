import { Decimal } from '../../platform/money.ts';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { DomainError } from '../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { newId } from '../../platform/ids.ts';
import { iso } from '../../platform/time.ts';
import { bandsOverlap, type BandFields } from './domain/band.ts';
import type { FreightValueInput, FreightValuePatch } from './freight.schemas.ts';
import { regionRow } from './freight.regions.service.ts';
import { carrierRow, configWrite, invalid } from './freight.service.ts';
import { freightValues } from './freight.tables.ts';
import { selectPage } from '../../platform/db/page.ts';
import { sellerRow } from '../../platform/db/seller-row.ts';

/** A seller's freight values: the weight bands with price and deadline per carrier, region and service. */
type ValueRow = typeof freightValues.$inferSelect;

function valueDto(row: ValueRow) {
  return {
    id: row.id,
    carrierId: row.carrierId,
    regionId: row.regionId,
    weightFrom: Number(row.weightFrom),
    weightTo: Number(row.weightTo),
    price: Number(row.price),
    deadlineDays: row.deadlineDays,
    deliveryTime: row.deliveryTime,
    freightType: row.freightType,
    serviceName: row.serviceName,
    serviceId: row.serviceId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

interface ValueFields extends BandFields {
  carrierId: string;
  regionId: string;
}

function valueFields(input: FreightValuePatch, current: ValueRow | null): ValueFields {
  const pick = <K extends keyof FreightValuePatch>(key: K) => input[key];
  const weightFrom = new Decimal(pick('weightFrom') ?? current!.weightFrom);
  const weightTo = new Decimal(pick('weightTo') ?? current!.weightTo);
  if (!weightTo.gt(weightFrom)) {
    throw invalid(
      'weightTo',
      `${weightTo} kg must be greater than weightFrom ${weightFrom} kg`,
      'before-other',
      {
        other: 'weightFrom',
      },
    );
  }
  const trimmed = (value: string | null | undefined, fallback: string | null) =>
    value === undefined ? fallback : value === null || value.trim() === '' ? null : value.trim();
  return {
    carrierId: pick('carrierId') ?? current!.carrierId,
    regionId: pick('regionId') ?? current!.regionId,
    weightFrom,
    weightTo,
    price: new Decimal(pick('price') ?? current!.price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    deadlineDays: pick('deadlineDays') ?? current!.deadlineDays,
    deliveryTime: input.deliveryTime === undefined ? (current?.deliveryTime ?? null) : input.deliveryTime,
    freightType: pick('freightType') ?? current?.freightType ?? 'STANDARD',
    serviceName: trimmed(input.serviceName, current?.serviceName ?? null),
    serviceId: trimmed(input.serviceId, current?.serviceId ?? null),
  };
}

/**
 * A band may not overlap another of the same carrier, region and service: a weight would have two
 * prices. The carrier row is locked first, so two writes to one carrier's table cannot both pass.
 */
async function requireFreeBand(ctx: Ctx, fields: ValueFields, except?: string): Promise<void> {
  await carrierRow(ctx, fields.carrierId, true);
  await regionRow(ctx, fields.regionId);
  const conditions: SQL[] = [
    eq(freightValues.sellerId, sellerOf(ctx)),
    eq(freightValues.carrierId, fields.carrierId),
    eq(freightValues.regionId, fields.regionId),
    eq(freightValues.freightType, fields.freightType),
    fields.serviceName === null
      ? sql`${freightValues.serviceName} is null`
      : eq(freightValues.serviceName, fields.serviceName),
  ];
  if (except) conditions.push(ne(freightValues.id, except));
  const siblings = await ctx.db
    .select()
    .from(freightValues)
    .where(and(...conditions));
  const clash = siblings.find((other) =>
    bandsOverlap(
      { weightFrom: new Decimal(other.weightFrom), weightTo: new Decimal(other.weightTo) },
      fields,
    ),
  );
  if (clash) {
    throw new DomainError(
      'freight-band-overlap',
      `weightFrom: the band ${fields.weightFrom}-${fields.weightTo} kg overlaps ${clash.id} (${Number(clash.weightFrom)}-${Number(clash.weightTo)} kg) of the same carrier, region and service`,
      { field: 'weightFrom', conflictingValueId: clash.id },
    );
  }
}

function valueColumns(fields: ValueFields) {
  return {
    carrierId: fields.carrierId,
    regionId: fields.regionId,
    weightFrom: fields.weightFrom.toString(),
    weightTo: fields.weightTo.toString(),
    price: fields.price.toFixed(2),
    deadlineDays: fields.deadlineDays,
    deliveryTime: fields.deliveryTime,
    freightType: fields.freightType,
    serviceName: fields.serviceName,
    serviceId: fields.serviceId,
  };
}

export async function createValue(ctx: Ctx, input: FreightValueInput) {
  const fields = valueFields(input, null);
  const now = ctx.rt.clock.now().toISOString();
  return configWrite(ctx, async (tx) => {
    await requireFreeBand(tx, fields);
    const [row] = await tx.db
      .insert(freightValues)
      .values({
        ...valueColumns(fields),
        sellerId: sellerOf(tx),
        id: newId('fv'),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return valueDto(row!);
  });
}

async function valueRow(ctx: Ctx, id: string): Promise<ValueRow> {
  return sellerRow(ctx, freightValues, id, 'freight value');
}

export async function getValue(ctx: Ctx, id: string) {
  return valueDto(await valueRow(ctx, id));
}

export async function listValues(
  ctx: Ctx,
  paging: Paging,
  filter: { carrierId?: string; regionId?: string },
): Promise<PageResult<ReturnType<typeof valueDto>>> {
  const conditions: SQL[] = [eq(freightValues.sellerId, sellerOf(ctx))];
  if (filter.carrierId !== undefined) conditions.push(eq(freightValues.carrierId, filter.carrierId));
  if (filter.regionId !== undefined) conditions.push(eq(freightValues.regionId, filter.regionId));
  const where = and(...conditions);
  const order = [
    asc(freightValues.carrierId),
    asc(freightValues.regionId),
    asc(freightValues.freightType),
    asc(freightValues.serviceName),
    asc(freightValues.weightFrom),
  ];
  const { rows, total } = await selectPage(ctx.db, freightValues, where, order, paging);
  return { items: rows.map(valueDto), total };
}

export async function updateValue(ctx: Ctx, id: string, patch: FreightValuePatch) {
  return configWrite(ctx, async (tx) => {
    const current = await valueRow(tx, id);
    const fields = valueFields(patch, current);
    await requireFreeBand(tx, fields, id);
    const [row] = await tx.db
      .update(freightValues)
      .set({ ...valueColumns(fields), updatedAt: tx.rt.clock.now().toISOString() })
      .where(and(eq(freightValues.sellerId, current.sellerId), eq(freightValues.id, id)))
      .returning();
    return valueDto(row!);
  });
}

export async function deleteValue(ctx: Ctx, id: string): Promise<void> {
  await configWrite(ctx, async (tx) => {
    const current = await valueRow(tx, id);
    await tx.db
      .delete(freightValues)
      .where(and(eq(freightValues.sellerId, current.sellerId), eq(freightValues.id, id)));
  });
}
