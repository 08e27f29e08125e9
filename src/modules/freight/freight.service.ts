import { Decimal } from 'decimal.js';
import { and, asc, count, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/http/errors.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { newId } from '../../platform/ids.ts';
import { iso } from '../../platform/time.ts';
import {
  bandsOverlap,
  findOverlappingRanges,
  formatPostalCode,
  parseConfigPostalCode,
  type FreightType,
  type PostalRange,
} from './domain/quote.ts';
import { resolvedProblem } from '../../platform/http/outbound-guard.ts';
import { hostVerdict } from '../../platform/http/ssrf.ts';
import { quoteUrlProblem } from './domain/quote-url.ts';
import { sealIntegration } from './freight.secrets.ts';
import { announceCacheChange } from './freight.cache.ts';
import { freightRuntimeOf } from './freight.runtime.ts';
import type {
  CarrierInput,
  CarrierPatch,
  FreightValueInput,
  FreightValuePatch,
  IntegrationInput,
  RegionInput,
  RegionPatch,
} from './freight.schemas.ts';
import {
  carriers,
  freightValues,
  regionCarriers,
  regionRanges,
  regions,
  type StoredIntegration,
} from './freight.tables.ts';

type CarrierRow = typeof carriers.$inferSelect;
type RegionRow = typeof regions.$inferSelect;
type ValueRow = typeof freightValues.$inferSelect;

function invalid(field: string, message: string): DomainError {
  return new DomainError('validation-failed', `${field}: ${message}`, {
    field,
    errors: [{ field, message }],
  });
}

/**
 * Every configuration write: one transaction that also announces the change to every process's
 * caches (the NOTIFY is delivered at commit), then this process forgets its own entries at once so
 * the next quote here already sees the write. Entries are forgotten after the commit, never before:
 * a quote reading between a forget and the commit would keep the old rows. Inside a caller's
 * transaction the commit comes later, so this process also forgets when its own NOTIFY arrives.
 */
export async function configWrite<T>(ctx: Ctx, write: (tx: Ctx) => Promise<T>): Promise<T> {
  const sellerId = sellerOf(ctx);
  const freight = freightRuntimeOf(ctx.rt);
  const origin = ctx.inTransaction ? null : freight.origin;
  const result = await withTransaction(ctx, async (tx) => {
    const value = await write(tx);
    await announceCacheChange(tx, { sellerId }, origin);
    return value;
  });
  freight.forget({ sellerId });
  return result;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function paged<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<PageResult<T>> {
  const [items, [counted]] = await Promise.all([rows, total]);
  return { items, total: Number(counted?.n ?? 0) };
}

// --- carriers -----------------------------------------------------------------------------

function carrierDto(row: CarrierRow) {
  const integration = row.integration;
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    cubicFactor: row.cubicFactor === null ? null : Number(row.cubicFactor),
    cubicThresholdKg: row.cubicThresholdKg === null ? null : Number(row.cubicThresholdKg),
    quoteUrl: row.quoteUrl,
    // Credentials are write-only.
    integration:
      integration === null
        ? null
        : integration.type === 'POSTAL'
          ? {
              type: integration.type,
              originPostalCode: integration.originPostalCode,
              user: integration.user,
              postingCard: integration.postingCard,
              services: integration.services,
            }
          : {
              type: integration.type,
              originPostalCode: integration.originPostalCode,
              services: integration.services,
              receipt: integration.receipt,
              ownHand: integration.ownHand,
            },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The quote URL rules plus the DNS half of the SSRF guard (checked again per connection). */
async function validatedQuoteUrl(ctx: Ctx, raw: string): Promise<string> {
  const url = raw.trim();
  const allowInsecure = ctx.rt.config.allowInsecureWebhooks;
  const problem = quoteUrlProblem(url, allowInsecure);
  if (problem) throw invalid('quoteUrl', problem);
  if (allowInsecure) return url;
  const verdict = hostVerdict(new URL(url));
  const resolved = 'hostname' in verdict && verdict.hostname ? await resolvedProblem(verdict.hostname) : null;
  if (resolved) throw invalid('quoteUrl', resolved);
  return url;
}

/**
 * The integration to store. Credentials are write-only, so a seller changing an integration's other
 * settings cannot send them back: a missing access code or token keeps the stored one of the same type.
 */
function storedIntegration(input: IntegrationInput, current: StoredIntegration | null): StoredIntegration {
  const origin = formatPostalCode(parseConfigPostalCode(input.originPostalCode)!);
  if (input.type === 'POSTAL') {
    const codes = input.services.map((service) => service.code);
    const repeated = codes.find((code, i) => codes.indexOf(code) !== i);
    if (repeated) throw invalid('integration.services', `product code ${repeated} is listed twice`);
    const accessCode = input.accessCode ?? (current?.type === 'POSTAL' ? current.accessCode : undefined);
    if (!accessCode) throw invalid('integration.accessCode', 'is required for a new postal integration');
    return { ...input, accessCode, originPostalCode: origin };
  }
  const token = input.token ?? (current?.type === 'AGGREGATOR' ? current.token : undefined);
  if (!token) throw invalid('integration.token', 'is required for a new aggregator integration');
  return {
    type: 'AGGREGATOR',
    originPostalCode: origin,
    token,
    services: input.services ?? [],
    receipt: input.receipt ?? false,
    ownHand: input.ownHand ?? false,
  };
}

async function carrierColumns(ctx: Ctx, input: CarrierPatch, current: CarrierRow | null) {
  const quoteUrl = input.quoteUrl === undefined ? (current?.quoteUrl ?? null) : input.quoteUrl;
  const integration = input.integration === undefined ? (current?.integration ?? null) : input.integration;
  // One outside source per carrier, so a quote never asks two places for the same carrier.
  if (quoteUrl && integration) {
    throw invalid('integration', 'a carrier has either a quoteUrl or an integration, not both');
  }
  if (input.cubicFactor === 0) throw invalid('cubicFactor', 'must be greater than 0');
  const threshold = input.cubicThresholdKg;
  return {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.cubicFactor !== undefined
      ? { cubicFactor: input.cubicFactor === null ? null : new Decimal(input.cubicFactor).toString() }
      : {}),
    ...(threshold !== undefined
      ? { cubicThresholdKg: threshold === null ? null : new Decimal(threshold).toString() }
      : {}),
    ...(input.quoteUrl !== undefined
      ? { quoteUrl: input.quoteUrl === null ? null : await validatedQuoteUrl(ctx, input.quoteUrl) }
      : {}),
    ...(input.integration !== undefined
      ? {
          integration:
            input.integration === null
              ? null
              : sealIntegration(
                  ctx.rt.secrets,
                  storedIntegration(input.integration, current?.integration ?? null),
                ),
        }
      : {}),
  };
}

export async function createCarrier(ctx: Ctx, input: CarrierInput) {
  if (!input.name.trim()) throw invalid('name', 'must not be blank');
  const columns = await carrierColumns(ctx, input, null);
  const now = ctx.rt.clock.now().toISOString();
  return configWrite(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(carriers)
      .values({
        name: input.name.trim(),
        active: true,
        ...columns,
        sellerId: sellerOf(tx),
        id: newId('car'),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return carrierDto(row!);
  });
}

async function carrierRow(ctx: Ctx, id: string, lock = false): Promise<CarrierRow> {
  const query = ctx.db
    .select()
    .from(carriers)
    .where(and(eq(carriers.sellerId, sellerOf(ctx)), eq(carriers.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('carrier', id);
  return row;
}

export async function getCarrier(ctx: Ctx, id: string) {
  return carrierDto(await carrierRow(ctx, id));
}

export async function listCarriers(
  ctx: Ctx,
  paging: Paging,
): Promise<PageResult<ReturnType<typeof carrierDto>>> {
  const where = eq(carriers.sellerId, sellerOf(ctx));
  return paged(
    ctx.db
      .select()
      .from(carriers)
      .where(where)
      .orderBy(asc(carriers.name), asc(carriers.id))
      .limit(paging.size)
      .offset(paging.page * paging.size)
      .then((rows) => rows.map(carrierDto)),
    ctx.db.select({ n: count() }).from(carriers).where(where),
  );
}

export async function updateCarrier(ctx: Ctx, id: string, patch: CarrierPatch) {
  if (patch.name !== undefined && !patch.name.trim()) throw invalid('name', 'must not be blank');
  return configWrite(ctx, async (tx) => {
    const current = await carrierRow(tx, id, true);
    const columns = await carrierColumns(tx, patch, current);
    const [row] = await tx.db
      .update(carriers)
      .set({ ...columns, updatedAt: tx.rt.clock.now().toISOString() })
      .where(and(eq(carriers.sellerId, current.sellerId), eq(carriers.id, id)))
      .returning();
    return carrierDto(row!);
  });
}

/** Removes the carrier with its freight values; the regions it served stay. */
export async function deleteCarrier(ctx: Ctx, id: string): Promise<void> {
  await configWrite(ctx, async (tx) => {
    const current = await carrierRow(tx, id, true);
    await tx.db.delete(carriers).where(and(eq(carriers.sellerId, current.sellerId), eq(carriers.id, id)));
  });
}

/** The carriers named in a write must all be this seller's: a foreign or unknown id is 404. */
async function requireCarriers(ctx: Ctx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await ctx.db
    .select({ id: carriers.id })
    .from(carriers)
    .where(and(eq(carriers.sellerId, sellerOf(ctx)), inArray(carriers.id, [...ids])));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing) throw notFound('carrier', missing);
}

// --- regions ------------------------------------------------------------------------------

interface RegionView {
  row: RegionRow;
  ranges: PostalRange[];
  carrierIds: string[];
}

function regionDto({ row, ranges, carrierIds }: RegionView) {
  const out = ranges.map((range) => ({
    postalCodeStart: formatPostalCode(range.start),
    postalCodeEnd: formatPostalCode(range.end),
  }));
  return {
    id: row.id,
    name: row.name,
    postalCodeStart: out[0]!.postalCodeStart,
    postalCodeEnd: out[0]!.postalCodeEnd,
    ranges: out,
    carrierIds,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A region's ranges from either the single pair or `ranges`, validated and in ascending order. */
function rangesOf(input: RegionPatch, required: boolean): PostalRange[] | undefined {
  const hasPair = input.postalCodeStart !== undefined || input.postalCodeEnd !== undefined;
  if (hasPair && input.ranges !== undefined) {
    throw invalid('ranges', 'give either ranges or postalCodeStart and postalCodeEnd, not both');
  }
  let entries: { field: string; start: string; end: string }[];
  if (input.ranges !== undefined) {
    entries = input.ranges.map((range, i) => ({
      field: `ranges[${i}]`,
      start: range.postalCodeStart,
      end: range.postalCodeEnd,
    }));
  } else if (hasPair) {
    if (input.postalCodeStart === undefined)
      throw invalid('postalCodeStart', 'is required with postalCodeEnd');
    if (input.postalCodeEnd === undefined) throw invalid('postalCodeEnd', 'is required with postalCodeStart');
    entries = [{ field: '', start: input.postalCodeStart, end: input.postalCodeEnd }];
  } else {
    if (required) throw invalid('ranges', 'give postalCodeStart and postalCodeEnd, or ranges');
    return undefined;
  }
  const at = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);
  const ranges = entries.map((entry) => {
    const start = parseConfigPostalCode(entry.start)!;
    const end = parseConfigPostalCode(entry.end)!;
    if (start > end) {
      throw invalid(
        at(entry.field, 'postalCodeEnd'),
        `${formatPostalCode(end)} is before postalCodeStart ${formatPostalCode(start)}`,
      );
    }
    return { start, end };
  });
  const overlap = findOverlappingRanges(ranges);
  if (overlap) {
    throw invalid(
      at(entries[overlap[1]]!.field, 'postalCodeStart'),
      `overlaps ${entries[overlap[0]]!.field || 'another range'} of the region`,
    );
  }
  return ranges.sort((a, b) => a.start - b.start);
}

async function regionViews(ctx: Ctx, rows: RegionRow[]): Promise<RegionView[]> {
  if (rows.length === 0) return [];
  const sellerId = sellerOf(ctx);
  const ids = rows.map((row) => row.id);
  const [ranges, links] = await Promise.all([
    ctx.db
      .select()
      .from(regionRanges)
      .where(and(eq(regionRanges.sellerId, sellerId), inArray(regionRanges.regionId, ids)))
      .orderBy(asc(regionRanges.postalCodeStart)),
    ctx.db
      .select()
      .from(regionCarriers)
      .where(and(eq(regionCarriers.sellerId, sellerId), inArray(regionCarriers.regionId, ids)))
      .orderBy(asc(regionCarriers.carrierId)),
  ]);
  return rows.map((row) => ({
    row,
    ranges: ranges
      .filter((range) => range.regionId === row.id)
      .map((range) => ({ start: range.postalCodeStart, end: range.postalCodeEnd })),
    carrierIds: links.filter((link) => link.regionId === row.id).map((link) => link.carrierId),
  }));
}

async function regionRow(ctx: Ctx, id: string, lock = false): Promise<RegionRow> {
  const query = ctx.db
    .select()
    .from(regions)
    .where(and(eq(regions.sellerId, sellerOf(ctx)), eq(regions.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('region', id);
  return row;
}

async function requireFreeName(ctx: Ctx, name: string, except?: string): Promise<void> {
  const conditions: SQL[] = [
    eq(regions.sellerId, sellerOf(ctx)),
    sql`lower(${regions.name}) = lower(${name})`,
  ];
  if (except) conditions.push(ne(regions.id, except));
  const [taken] = await ctx.db
    .select({ id: regions.id })
    .from(regions)
    .where(and(...conditions));
  if (taken) throw regionNameTaken(name);
}

const regionNameTaken = (name: string) =>
  new DomainError('conflict', `name: another region is called ${JSON.stringify(name)}`, { field: 'name' });

async function writeRegionLinks(
  ctx: Ctx,
  regionId: string,
  ranges: PostalRange[] | undefined,
  carrierIds: string[] | undefined,
) {
  const sellerId = sellerOf(ctx);
  if (ranges) {
    await ctx.db
      .delete(regionRanges)
      .where(and(eq(regionRanges.sellerId, sellerId), eq(regionRanges.regionId, regionId)));
    await ctx.db.insert(regionRanges).values(
      ranges.map((range) => ({
        sellerId,
        regionId,
        postalCodeStart: range.start,
        postalCodeEnd: range.end,
      })),
    );
  }
  if (carrierIds) {
    await ctx.db
      .delete(regionCarriers)
      .where(and(eq(regionCarriers.sellerId, sellerId), eq(regionCarriers.regionId, regionId)));
    if (carrierIds.length > 0) {
      await ctx.db
        .insert(regionCarriers)
        .values(carrierIds.map((carrierId) => ({ sellerId, regionId, carrierId })));
    }
  }
}

export async function createRegion(ctx: Ctx, input: RegionInput) {
  const name = input.name.trim();
  if (!name) throw invalid('name', 'must not be blank');
  const ranges = rangesOf(input, true)!;
  const carrierIds = input.carrierIds ?? [];
  const now = ctx.rt.clock.now().toISOString();
  try {
    return await configWrite(ctx, async (tx) => {
      await requireCarriers(tx, carrierIds);
      await requireFreeName(tx, name);
      const [row] = await tx.db
        .insert(regions)
        .values({ sellerId: sellerOf(tx), id: newId('reg'), name, createdAt: now, updatedAt: now })
        .returning();
      await writeRegionLinks(tx, row!.id, ranges, carrierIds);
      return regionDto({ row: row!, ranges, carrierIds: [...carrierIds].sort() });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw regionNameTaken(name);
    throw error;
  }
}

export async function getRegion(ctx: Ctx, id: string) {
  const [view] = await regionViews(ctx, [await regionRow(ctx, id)]);
  return regionDto(view!);
}

export async function listRegions(
  ctx: Ctx,
  paging: Paging,
  filter: { postalCode?: string; carrierId?: string },
): Promise<PageResult<ReturnType<typeof regionDto>>> {
  const sellerId = sellerOf(ctx);
  const conditions: SQL[] = [eq(regions.sellerId, sellerId)];
  if (filter.postalCode !== undefined) {
    const cep = parseConfigPostalCode(filter.postalCode)!;
    conditions.push(
      sql`exists (${ctx.db
        .select({ one: sql`1` })
        .from(regionRanges)
        .where(
          and(
            eq(regionRanges.sellerId, sellerId),
            eq(regionRanges.regionId, regions.id),
            lte(regionRanges.postalCodeStart, cep),
            gte(regionRanges.postalCodeEnd, cep),
          ),
        )})`,
    );
  }
  if (filter.carrierId !== undefined) {
    conditions.push(
      sql`exists (${ctx.db
        .select({ one: sql`1` })
        .from(regionCarriers)
        .where(
          and(
            eq(regionCarriers.sellerId, sellerId),
            eq(regionCarriers.regionId, regions.id),
            eq(regionCarriers.carrierId, filter.carrierId),
          ),
        )})`,
    );
  }
  const where = and(...conditions);
  const rows = await ctx.db
    .select()
    .from(regions)
    .where(where)
    .orderBy(asc(regions.name), asc(regions.id))
    .limit(paging.size)
    .offset(paging.page * paging.size);
  const [items, [counted]] = await Promise.all([
    regionViews(ctx, rows).then((views) => views.map(regionDto)),
    ctx.db.select({ n: count() }).from(regions).where(where),
  ]);
  return { items, total: Number(counted?.n ?? 0) };
}

export async function updateRegion(ctx: Ctx, id: string, patch: RegionPatch) {
  const name = patch.name?.trim();
  if (name === '') throw invalid('name', 'must not be blank');
  const ranges = rangesOf(patch, false);
  try {
    return await configWrite(ctx, async (tx) => {
      const current = await regionRow(tx, id, true);
      if (patch.carrierIds) await requireCarriers(tx, patch.carrierIds);
      if (name !== undefined) await requireFreeName(tx, name, id);
      const [row] = await tx.db
        .update(regions)
        .set({ ...(name !== undefined ? { name } : {}), updatedAt: tx.rt.clock.now().toISOString() })
        .where(and(eq(regions.sellerId, current.sellerId), eq(regions.id, id)))
        .returning();
      await writeRegionLinks(tx, id, ranges, patch.carrierIds);
      const [view] = await regionViews(tx, [row!]);
      return regionDto(view!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw regionNameTaken(name ?? '');
    throw error;
  }
}

/** Removes the region with its ranges and freight values; carriers stay. */
export async function deleteRegion(ctx: Ctx, id: string): Promise<void> {
  await configWrite(ctx, async (tx) => {
    const current = await regionRow(tx, id, true);
    await tx.db.delete(regions).where(and(eq(regions.sellerId, current.sellerId), eq(regions.id, id)));
  });
}

// --- freight values -----------------------------------------------------------------------

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

interface ValueFields {
  carrierId: string;
  regionId: string;
  weightFrom: Decimal;
  weightTo: Decimal;
  price: Decimal;
  deadlineDays: number;
  deliveryTime: number | null;
  freightType: FreightType;
  serviceName: string | null;
  serviceId: string | null;
}

function valueFields(input: FreightValuePatch, current: ValueRow | null): ValueFields {
  const pick = <K extends keyof FreightValuePatch>(key: K) => input[key];
  const weightFrom = new Decimal(pick('weightFrom') ?? current!.weightFrom);
  const weightTo = new Decimal(pick('weightTo') ?? current!.weightTo);
  if (!weightTo.gt(weightFrom)) {
    throw invalid('weightTo', `${weightTo} kg must be greater than weightFrom ${weightFrom} kg`);
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
  const [row] = await ctx.db
    .select()
    .from(freightValues)
    .where(and(eq(freightValues.sellerId, sellerOf(ctx)), eq(freightValues.id, id)));
  if (!row) throw notFound('freight value', id);
  return row;
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
  return paged(
    ctx.db
      .select()
      .from(freightValues)
      .where(where)
      .orderBy(
        asc(freightValues.carrierId),
        asc(freightValues.regionId),
        asc(freightValues.freightType),
        asc(freightValues.serviceName),
        asc(freightValues.weightFrom),
      )
      .limit(paging.size)
      .offset(paging.page * paging.size)
      .then((rows) => rows.map(valueDto)),
    ctx.db.select({ n: count() }).from(freightValues).where(where),
  );
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
