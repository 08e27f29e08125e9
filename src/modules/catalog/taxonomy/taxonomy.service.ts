import { and, asc, eq, sql } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../../platform/context.ts';
import { appendEvent } from '../../../platform/events/events.ts';
import { DomainError, notFound } from '../../../platform/http/errors.ts';
import { newId } from '../../../platform/ids.ts';
import { attributeDefinitions, brands, categories } from '../catalog.tables.ts';
import { iso } from '../../../platform/time.ts';
import { writingCatalog } from '../cache/product-cache.ts';
import { sellerRow } from '../../../platform/db/seller-row.ts';

export type BrandRow = typeof brands.$inferSelect;

const brandDto = (row: BrandRow) => ({
  id: row.id,
  name: row.name,
  mappings: row.mappings,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

async function brandByName(ctx: Ctx, name: string): Promise<BrandRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(brands)
    .where(and(eq(brands.sellerId, sellerOf(ctx)), sql`lower(${brands.name}) = lower(${name})`));
  return row;
}

/** Products name their brand; the first product naming one creates it (case-insensitive). */
export async function ensureBrand(ctx: Ctx, name: string): Promise<BrandRow> {
  const existing = await brandByName(ctx, name.trim());
  if (existing) return existing;
  const now = ctx.rt.clock.now().toISOString();
  const row: BrandRow = {
    sellerId: sellerOf(ctx),
    id: newId('brd'),
    name: name.trim(),
    mappings: {},
    createdAt: now,
    updatedAt: now,
  };
  await ctx.db.insert(brands).values(row).onConflictDoNothing();
  return (await brandByName(ctx, row.name)) ?? row;
}

export async function listBrands(ctx: Ctx) {
  const rows = await ctx.db
    .select()
    .from(brands)
    .where(eq(brands.sellerId, sellerOf(ctx)))
    .orderBy(asc(brands.name));
  return rows.map(brandDto);
}

export async function getBrand(ctx: Ctx, id: string) {
  return brandDto(await sellerRow(ctx, brands, id, 'brand'));
}

export async function createBrand(ctx: Ctx, input: { name: string; mappings?: Record<string, string> }) {
  return withTransaction(ctx, async (tx) => {
    if (await brandByName(tx, input.name.trim())) {
      throw new DomainError('conflict', `brand ${input.name} exists`, { field: 'name' });
    }
    const brand = await ensureBrand(tx, input.name);
    if (input.mappings) return updateBrand(tx, brand.id, { mappings: input.mappings });
    return brandDto(brand);
  });
}

/** A rename or a mapping change updates every ad with BRAND of this brand's products. */
export async function updateBrand(
  ctx: Ctx,
  id: string,
  input: { name?: string; mappings?: Record<string, string> },
) {
  return writingCatalog(ctx, async (tx, touched) => {
    const current = await getBrand(tx, id);
    if (input.name && input.name.trim().toLowerCase() !== current.name.toLowerCase()) {
      const clash = await brandByName(tx, input.name.trim());
      if (clash) throw new DomainError('conflict', `brand ${input.name} exists`, { field: 'name' });
    }
    const name = input.name?.trim() ?? current.name;
    const mappings = input.mappings ?? current.mappings;
    if (name === current.name && JSON.stringify(mappings) === JSON.stringify(current.mappings))
      return current;
    const now = tx.rt.clock.now().toISOString();
    await tx.db
      .update(brands)
      .set({ name, mappings, updatedAt: now })
      .where(and(eq(brands.sellerId, sellerOf(tx)), eq(brands.id, id)));
    // Products show their brand's name: coarse, a rename is rare.
    if (name !== current.name) touched.all = true;
    await appendEvent(tx, 'product.BrandUpdated', { brandId: id });
    return { ...current, name, mappings, updatedAt: now };
  });
}

type CategoryRow = typeof categories.$inferSelect;

export interface CategoryNode {
  id: string;
  name: string;
  parentId: string | null;
  path: string[];
  children: CategoryNode[];
}

export async function createCategory(ctx: Ctx, input: { name: string; parentId?: string | null }) {
  if (input.parentId) {
    const [parent] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.sellerId, sellerOf(ctx)), eq(categories.id, input.parentId)));
    if (!parent)
      throw new DomainError('validation-failed', `parentId: category ${input.parentId} not found`, {
        field: 'parentId',
      });
  }
  const row: CategoryRow = {
    sellerId: sellerOf(ctx),
    id: newId('cat'),
    name: input.name.trim(),
    parentId: input.parentId ?? null,
    createdAt: ctx.rt.clock.now().toISOString(),
  };
  await ctx.db.insert(categories).values(row);
  return { id: row.id, name: row.name, parentId: row.parentId };
}

/** The seller's categories as a tree, each node with its path of names from the root. */
export async function categoryTree(ctx: Ctx): Promise<CategoryNode[]> {
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(eq(categories.sellerId, sellerOf(ctx)))
    .orderBy(asc(categories.name));
  const nodes = new Map<string, CategoryNode>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, parentId: r.parentId, path: [], children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const walk = (node: CategoryNode, path: string[]) => {
    node.path = [...path, node.name];
    for (const child of node.children) walk(child, node.path);
  };
  for (const root of roots) walk(root, []);
  return roots;
}

export async function getCategory(ctx: Ctx, id: string): Promise<CategoryNode> {
  const find = (list: CategoryNode[]): CategoryNode | undefined => {
    for (const node of list) {
      if (node.id === id) return node;
      const inner = find(node.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const node = find(await categoryTree(ctx));
  if (!node) throw notFound('category', id);
  return node;
}

export type AttributeType = 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'LIST';

export async function createAttribute(
  ctx: Ctx,
  input: { name: string; type: AttributeType; allowedValues?: string[] },
) {
  if (input.type === 'LIST' && !input.allowedValues?.length) {
    throw new DomainError('validation-failed', 'allowedValues: a LIST attribute needs its values', {
      field: 'allowedValues',
    });
  }
  const row = {
    sellerId: sellerOf(ctx),
    id: newId('atr'),
    name: input.name.trim(),
    type: input.type,
    allowedValues: input.type === 'LIST' ? input.allowedValues! : null,
    createdAt: ctx.rt.clock.now().toISOString(),
  };
  const inserted = await ctx.db.insert(attributeDefinitions).values(row).onConflictDoNothing().returning();
  if (inserted.length === 0)
    throw new DomainError('conflict', `attribute ${input.name} exists`, { field: 'name' });
  return { id: row.id, name: row.name, type: row.type, allowedValues: row.allowedValues ?? undefined };
}

const attributeDto = (r: typeof attributeDefinitions.$inferSelect) => ({
  id: r.id,
  name: r.name,
  type: r.type,
  allowedValues: r.allowedValues ?? undefined,
});

export async function listAttributes(ctx: Ctx) {
  const rows = await ctx.db
    .select()
    .from(attributeDefinitions)
    .where(eq(attributeDefinitions.sellerId, sellerOf(ctx)))
    .orderBy(asc(attributeDefinitions.name));
  return rows.map(attributeDto);
}

export async function getAttribute(ctx: Ctx, id: string) {
  return attributeDto(await sellerRow(ctx, attributeDefinitions, id, 'attribute'));
}
