import { useState } from 'react';
import { Group, Pagination, Text } from '@mantine/core';
import { useI18n } from './i18n';

interface PageInfo {
  totalElements: number;
  totalPages: number;
}

interface PagerProps {
  /** The `page` of the list answer. */
  page: PageInfo;
  /** The page shown, counted from 1. */
  value: number;
  onChange(page: number): void;
  /** Names the previous/next controls (the pages that had them keep them). */
  labelledControls?: boolean;
}

/** The pager under a paged table, only when there is more than one page. */
export function Pager({ page, value, onChange, labelledControls }: PagerProps) {
  const { t } = useI18n();
  if (page.totalPages <= 1) return null;
  return (
    <Pagination
      total={page.totalPages}
      value={value}
      onChange={onChange}
      getControlProps={
        labelledControls
          ? (control) => ({ 'aria-label': control === 'previous' ? t.previous : t.next })
          : undefined
      }
    />
  );
}

/** Under a paged table: how many there are (`count`, by default "N in all") and the pager. */
export function PagedFooter({ count, ...pager }: PagerProps & { count?: (total: number) => string }) {
  const { t } = useI18n();
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {(count ?? t.total)(pager.page.totalElements)}
      </Text>
      <Pager {...pager} />
    </Group>
  );
}

/** The page shown, from 1; `reset(setFilter)` wraps a filter's setter so that a new filter starts on page 1. */
export function usePage() {
  const [page, setPage] = useState(1);
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, reset };
}
