/**
 * A product's categories (docs/decisions.md CAT-33): `categories` lists them all and `categoryId` names
 * the main one, which the channels and anything needing a single category use. Pure rules: callers get
 * what to store, or why the body is refused (a 400, nothing written).
 */

/** What a body sent: `undefined` is an absent field. */
export interface CategoryInput {
  categoryId?: string | null;
  categories?: readonly string[];
}

/** What a product holds: `main` is the first of `ids`, or null when `ids` is empty. */
interface CategoryList {
  main: string | null;
  ids: string[];
}

export type CategoryListResult =
  { ok: true; value: CategoryList } | { ok: false; field: 'categoryId'; detail: string };

/** A category path from the root is a handful of levels; this bounds the list, not any real catalog. */
export const MAX_CATEGORIES = 20;

/**
 * `categories` absent: `categoryId` alone is the whole list (one category or none), as before lists.
 * `categories` sent: repeated ids are merged; the main one is `categoryId` when sent, which must then be
 * in the list, otherwise the first of the list. An explicit `categoryId: null` beside a non-empty
 * list names two different mains, and is refused like a `categoryId` outside the list.
 */
export function categoryList(input: CategoryInput): CategoryListResult {
  if (input.categories === undefined) {
    const main = input.categoryId ?? null;
    return { ok: true, value: { main, ids: main === null ? [] : [main] } };
  }
  const ids = [...new Set(input.categories)];
  if (input.categoryId === undefined) return { ok: true, value: { main: ids[0] ?? null, ids } };
  const main = input.categoryId;
  if (main === null) {
    if (ids.length === 0) return { ok: true, value: { main: null, ids } };
    return {
      ok: false,
      field: 'categoryId',
      detail: 'null names no main category, but categories is not empty',
    };
  }
  if (!ids.includes(main)) {
    return { ok: false, field: 'categoryId', detail: `the main category ${main} must be one of categories` };
  }
  return { ok: true, value: { main, ids: [main, ...ids.filter((id) => id !== main)] } };
}

/** Every category id the body names, with the field naming it, for the check that they are the seller's. */
export function namedCategories(input: CategoryInput): { field: string; id: string }[] {
  return [
    ...(input.categoryId ? [{ field: 'categoryId', id: input.categoryId }] : []),
    ...(input.categories ?? []).map((id, i) => ({ field: `categories[${i}]`, id })),
  ];
}

/** The first category the body names that is not among `known` (the seller's), if any. */
export function firstUnknownCategory(
  input: CategoryInput,
  known: ReadonlySet<string>,
): { field: string; id: string } | null {
  return namedCategories(input).find(({ id }) => !known.has(id)) ?? null;
}
