import { Decimal } from '../../platform/money.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import type { DomainError } from '../../platform/http/errors.ts';
import { invalidField, notFound } from '../../platform/http/errors.ts';
import type { FieldRule } from '../../platform/http/field-rules.ts';
import type { PageResult, Paging } from '../../platform/http/hal.ts';
import { newId } from '../../platform/ids.ts';
import { iso } from '../../platform/time.ts';
import { formatPostalCode, parseConfigPostalCode } from './domain/postal-code.ts';
import { resolvedProblem } from '../../platform/http/outbound-guard.ts';
import { hostVerdict } from '../../platform/http/ssrf.ts';
import { quoteUrlProblem } from './domain/quote-url.ts';
import { sealIntegration } from './freight.secrets.ts';
import { announceCacheChange } from './freight.cache.ts';
import { freightRuntimeOf } from './freight.runtime.ts';
import type { CarrierInput, CarrierPatch, IntegrationInput } from './freight.schemas.ts';
import { carriers, type StoredIntegration } from './freight.tables.ts';
import { selectPage } from '../../platform/db/page.ts';
import { sellerRow } from '../../platform/db/seller-row.ts';

type CarrierRow = typeof carriers.$inferSelect;

export const invalid = (
  field: string,
  message: string,
  rule: FieldRule,
  options?: { code?: 'validation-failed' | 'quote-url-not-allowed'; other?: string },
): DomainError => invalidField(field, message, rule, options);

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

export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
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

/** Where a quote URL may point, plus the DNS half of the SSRF guard (checked again per connection). */
async function validatedQuoteUrl(ctx: Ctx, raw: string): Promise<string> {
  const url = raw.trim();
  const allowInsecure = ctx.rt.config.allowInsecureWebhooks;
  const problem = quoteUrlProblem(url, allowInsecure);
  if (problem) throw invalid('quoteUrl', problem, 'address-not-allowed', { code: 'quote-url-not-allowed' });
  if (allowInsecure) return url;
  const verdict = hostVerdict(new URL(url));
  const resolved = 'hostname' in verdict && verdict.hostname ? await resolvedProblem(verdict.hostname) : null;
  if (resolved) throw invalid('quoteUrl', resolved, 'address-not-allowed', { code: 'quote-url-not-allowed' });
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
    if (repeated)
      throw invalid('integration.services', `product code ${repeated} is listed twice`, 'repeated');
    const accessCode = input.accessCode ?? (current?.type === 'POSTAL' ? current.accessCode : undefined);
    if (!accessCode)
      throw invalid('integration.accessCode', 'is required for a new postal integration', 'required-with');
    return { ...input, accessCode, originPostalCode: origin };
  }
  const token = input.token ?? (current?.type === 'AGGREGATOR' ? current.token : undefined);
  if (!token)
    throw invalid('integration.token', 'is required for a new aggregator integration', 'required-with');
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
    throw invalid(
      'integration',
      'a carrier has either a quoteUrl or an integration, not both',
      'exclusive-with',
      {
        other: 'quoteUrl',
      },
    );
  }
  if (input.cubicFactor === 0) throw invalid('cubicFactor', 'must be greater than 0', 'not-positive');
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
  if (!input.name.trim()) throw invalid('name', 'must not be blank', 'blank');
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

export async function carrierRow(ctx: Ctx, id: string, lock = false): Promise<CarrierRow> {
  return sellerRow(ctx, carriers, id, 'carrier', lock);
}

export async function getCarrier(ctx: Ctx, id: string) {
  return carrierDto(await carrierRow(ctx, id));
}

export async function listCarriers(
  ctx: Ctx,
  paging: Paging,
): Promise<PageResult<ReturnType<typeof carrierDto>>> {
  const where = eq(carriers.sellerId, sellerOf(ctx));
  const order = [asc(carriers.name), asc(carriers.id)];
  const { rows, total } = await selectPage(ctx.db, carriers, where, order, paging);
  return { items: rows.map(carrierDto), total };
}

export async function updateCarrier(ctx: Ctx, id: string, patch: CarrierPatch) {
  if (patch.name !== undefined && !patch.name.trim()) throw invalid('name', 'must not be blank', 'blank');
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
export async function requireCarriers(ctx: Ctx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await ctx.db
    .select({ id: carriers.id })
    .from(carriers)
    .where(and(eq(carriers.sellerId, sellerOf(ctx)), inArray(carriers.id, [...ids])));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing) throw notFound('carrier', missing);
}
