import { DomainError } from '../../platform/http/errors.ts';
import type { ProductInput } from './catalog.schemas.ts';

/**
 * A product sits in one category (docs/decisions.md): `categories` is that category as a list, one
 * element or none, accepted beside `categoryId` and folded into it; the two must agree when both come.
 */
export function foldCategories(input: ProductInput): ProductInput {
  const { categories, ...rest } = input;
  if (categories === undefined) return rest;
  const fromList = categories[0] ?? null;
  if (input.categoryId !== undefined && (input.categoryId ?? null) !== fromList) {
    throw new DomainError('validation-failed', 'categories: must name the same category as categoryId', {
      field: 'categories',
    });
  }
  return { ...rest, categoryId: fromList };
}
