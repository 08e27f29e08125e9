import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  List,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { jobDone, usePricingJob, useRuleResults } from '../../api/priceFormation';
import { formatDateTime, formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { Empty, ErrorState, Loading } from '../../states';
import type { Rule } from './model';
import { Pager } from '../../paging';

const PAGE_SIZE = 50;
const statusColor: Record<string, string> = { PRICED: 'teal', SKIPPED: 'yellow', RESTORED: 'blue' };
/**
 * A result row keeps the price before the rule (`oldPrice`) and the rule's price (`newPrice`). Once
 * restored, the change the seller reads is the other way round: from the rule's price back to the old.
 */
const shown = (row: { status: string; oldPrice?: number | null; newPrice?: number | null }) =>
  row.status === 'RESTORED'
    ? { before: row.newPrice, after: row.oldPrice }
    : { before: row.oldPrice, after: row.newPrice };

/** The job's progress, asked for every 700 ms until it ends. */
function JobProgress({ rule, jobId }: { rule: Rule; jobId: string }) {
  const { t } = useI18n();
  const pf = t.priceFormation;
  const job = usePricingJob(rule.id, jobId);
  if (job.isPending) return <Loading />;
  if (job.isError) return <ErrorState error={job.error} onRetry={() => void job.refetch()} />;
  const { status, progressPct, processedSkus, totalSkus, errors, kind } = job.data;
  const color = status === 'FAILED' ? 'red' : status === 'SUCCESS' ? 'teal' : 'blue';
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {kind === 'RESTORE' ? pf.restoring : pf.applying}: {pf.jobStatuses[status] ?? status}
        </Text>
        <Text size="sm" data-testid="job-counts">
          {pf.processed(processedSkus, totalSkus)}
        </Text>
      </Group>
      <Progress
        value={progressPct}
        color={color}
        size="lg"
        animated={!jobDone(job.data)}
        aria-label={pf.progress}
        data-testid="job-progress"
      />
      <Text size="xs" c="dimmed" role="status" aria-live="polite">
        {progressPct}%
      </Text>
      {errors.length > 0 && (
        <Alert color={status === 'FAILED' ? 'red' : 'yellow'} title={pf.jobErrors}>
          <List size="sm">
            {errors.slice(0, 20).map((error, i) => (
              <List.Item key={i}>{error.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

function Results({ rule }: { rule: Rule }) {
  const { t, lang } = useI18n();
  const pf = t.priceFormation;
  const [page, setPage] = useState(1);
  const results = useRuleResults(rule.id, page, PAGE_SIZE);
  if (results.isPending) return <Loading />;
  if (results.isError) return <ErrorState error={results.error} onRetry={() => void results.refetch()} />;
  if (results.data.items.length === 0) return <Empty>{pf.noResults}</Empty>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={pf.results}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.catalog.sku}</Table.Th>
              <Table.Th>{pf.platform}</Table.Th>
              <Table.Th>{pf.oldPrice}</Table.Th>
              <Table.Th>{pf.newPrice}</Table.Th>
              <Table.Th>{pf.outcome}</Table.Th>
              <Table.Th>{pf.when}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.data.items.map((row) => (
              <Table.Tr key={`${row.skuId}/${row.platform}`} data-testid={`result-${row.sku ?? row.skuId}`}>
                <Table.Td ff="monospace">{row.sku ?? row.skuId}</Table.Td>
                <Table.Td>{row.platform ?? '—'}</Table.Td>
                <Table.Td>{formatMoney(shown(row).before, lang)}</Table.Td>
                <Table.Td data-testid="result-new-price">{formatMoney(shown(row).after, lang)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={statusColor[row.status] ?? 'gray'}>
                    {pf.resultStatuses[row.status] ?? row.status}
                  </Badge>
                  {row.reason && (
                    <Text size="xs" c="dimmed">
                      {pf.skipReasons[row.reason] ?? row.reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(row.updatedAt, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager page={results.data.page} value={page} onChange={setPage} />
    </Stack>
  );
}

/** A rule's last (or just started) job and the prices it holds. */
export function RunPanel({ rule, jobId, onClose }: { rule: Rule; jobId?: string; onClose(): void }) {
  const { t } = useI18n();
  const pf = t.priceFormation;
  return (
    <Card withBorder data-testid="run-panel">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {pf.resultsOf(rule.name)}
        </Title>
        <CloseButton aria-label={t.close} onClick={onClose} />
      </Group>
      <Stack>
        {jobId && <JobProgress key={jobId} rule={rule} jobId={jobId} />}
        <Results rule={rule} />
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={onClose}>
            {t.close}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
