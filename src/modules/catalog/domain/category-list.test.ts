import { describe, expect, it } from 'vitest';
import { categoryList, firstUnknownCategory, type CategoryInput } from './category-list.ts';

describe('a product category list', () => {
  it.each<[CategoryInput, { main: string | null; ids: string[] }]>([
    [{}, { main: null, ids: [] }],
    [{ categoryId: 'a' }, { main: 'a', ids: ['a'] }],
    [{ categoryId: null }, { main: null, ids: [] }],
    [{ categories: [] }, { main: null, ids: [] }],
    [
      { categories: [], categoryId: null },
      { main: null, ids: [] },
    ],
    [{ categories: ['a'] }, { main: 'a', ids: ['a'] }],
    [{ categories: ['a', 'b', 'c'] }, { main: 'a', ids: ['a', 'b', 'c'] }],
    [
      { categories: ['a', 'b', 'c'], categoryId: 'c' },
      { main: 'c', ids: ['c', 'a', 'b'] },
    ],
    [{ categories: ['a', 'b', 'a', 'b'] }, { main: 'a', ids: ['a', 'b'] }],
  ])('%j stores %j', (input, value) => expect(categoryList(input)).toEqual({ ok: true, value }));

  it.each<CategoryInput>([
    { categories: ['a', 'b'], categoryId: 'c' },
    { categories: [], categoryId: 'a' },
    { categories: ['a'], categoryId: null },
  ])('refuses %j: it names a main category outside the list', (input) =>
    expect(categoryList(input)).toMatchObject({ ok: false, field: 'categoryId' }),
  );

  it('names the first category the seller does not have, by field', () => {
    const known = new Set(['a', 'b']);
    expect(firstUnknownCategory({ categoryId: 'a', categories: ['a', 'b'] }, known)).toBeNull();
    expect(firstUnknownCategory({ categories: ['a', 'x', 'y'] }, known)).toEqual({
      field: 'categories[1]',
      id: 'x',
    });
    expect(firstUnknownCategory({ categoryId: 'z', categories: ['x'] }, known)).toEqual({
      field: 'categoryId',
      id: 'z',
    });
  });
});
