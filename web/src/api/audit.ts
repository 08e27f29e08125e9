import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, bff, halPage, type Query } from './client';

type ChangeQuery = Query<'/bffweb/audit/changes', 'get'>;
export type ChangeEntity = NonNullable<ChangeQuery['entity']>;
export type ChangeAction = NonNullable<ChangeQuery['action']>;

/** One entry of the history, with the names the service resolved (who, and what it is about). */
export type ChangeEntry = NonNullable<Awaited<ReturnType<typeof useChanges>['data']>>['items'][number];

export interface ChangeFilter {
  entity: ChangeEntity | null;
  action: ChangeAction | null;
  /** Instants (ISO): `from` inclusive, `to` exclusive. */
  from: string | null;
  to: string | null;
}

/** A page of the seller's change history, newest first, as the filter asks. */
export function useChanges(filter: ChangeFilter, page: number, size: number) {
  return useQuery({
    queryKey: ['audit', 'changes', filter, page],
    queryFn: async () =>
      halPage(
        await answer(
          bff.GET('/bffweb/audit/changes', {
            params: {
              query: {
                page: page - 1,
                size,
                ...(filter.entity ? { entity: filter.entity } : {}),
                ...(filter.action ? { action: filter.action } : {}),
                ...(filter.from ? { from: filter.from } : {}),
                ...(filter.to ? { to: filter.to } : {}),
              },
            },
          }),
        ),
        'auditEntryList',
      ),
    placeholderData: keepPreviousData,
  });
}
