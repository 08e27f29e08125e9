import { api, type Page } from './api';

/** A HAL list read with GET (lists that take their filters in the query), as `{items, page}`. */
export async function getPage<T>(url: string, listName: string): Promise<Page<T>> {
  const data = await api<{ _embedded?: Record<string, T[]>; page: Page<T>['page'] }>('GET', url);
  return { items: data._embedded?.[listName] ?? [], page: data.page };
}
