import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../api';
import { finished, useCatalogImport, useRecentImports, type ImportAccepted } from '../api/catalog';
import { formatDateTime } from '../format';
import { useI18n, type Dict } from '../i18n';
import { ProblemAlert } from '../problem';
import { ErrorState, Loading } from '../states';

const ROOT = '/bffweb/catalog/imports';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const statusColor = { PENDING: 'gray', RUNNING: 'blue', DONE: 'teal', FAILED: 'red' } as const;

/**
 * The media type the service reads the file as, by its extension: browsers give a CSV saved by Excel
 * on Windows as `application/vnd.ms-excel`, and the service takes CSV and XLSX only (no old .xls).
 */
function uploadTypeOf(fileName: string): string | null {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'csv' || extension === 'txt') return 'text/csv';
  if (extension === 'xlsx') return XLSX_TYPE;
  return null;
}

/**
 * A report entry in the seller's words: its code's sentence (and the EAN rule's own, for an EAN list),
 * the service's English reason only for an entry older than codes.
 */
function importReasonText(
  error: { reason: string; code: string | null; params?: Record<string, string | number> },
  t: Dict,
): string {
  const params = error.params ?? {};
  const ean =
    error.code === 'ean' && typeof params.reason === 'string' ? t.eanReasons[params.reason] : undefined;
  if (ean) return ean;
  const sentence = error.code ? t.importReasons[error.code as keyof Dict['importReasons']] : undefined;
  return sentence ? sentence(params) : error.reason;
}

const errorsCsvUrl = (id: string) => `${ROOT}/${encodeURIComponent(id)}/errors.csv`;

/** One import followed until it ends: progress from the service's job, then its error report. */
function ImportProgressView({ id }: { id: string }) {
  const { t } = useI18n();
  const ci = t.catalogIo;
  const job = useCatalogImport(id);
  if (job.isPending) return <Loading />;
  if (job.isError) return <ErrorState error={job.error} onRetry={() => void job.refetch()} />;
  const progress = job.data;
  const done = finished(progress.status);
  return (
    <Stack gap="xs" data-testid="import-progress">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={500}>
          {progress.fileName} ·{' '}
          <Badge variant="light" color={statusColor[progress.status]}>
            {ci.statuses[progress.status]}
          </Badge>
        </Text>
        <Text size="sm" data-testid="import-rows">
          {progress.totalRows === null
            ? ci.rowsRead(progress.processedRows)
            : ci.rowsOf(progress.processedRows, progress.totalRows)}
        </Text>
      </Group>
      <Progress
        value={progress.percent}
        color={statusColor[progress.status]}
        size="lg"
        animated={!done}
        aria-label={ci.progress}
      />
      <Text size="xs" c="dimmed" role="status" aria-live="polite">
        {progress.percent}%
      </Text>
      {progress.status === 'FAILED' && (
        <Alert color="red" role="alert" title={ci.failed}>
          {progress.detail ?? ''}
        </Alert>
      )}
      {progress.status === 'DONE' && (
        <Alert color={progress.invalidRows > 0 ? 'yellow' : 'teal'} title={ci.doneTitle}>
          {ci.summary(progress.validRows, progress.invalidRows)}
        </Alert>
      )}
      {progress.errorCount > 0 && (
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h5">
              {ci.errors(progress.errorCount)}
            </Title>
            <Anchor href={errorsCsvUrl(progress.id)} download size="sm" fw={500} underline="always">
              {ci.downloadErrors}
            </Anchor>
          </Group>
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label={ci.errorsTable}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{ci.row}</Table.Th>
                  <Table.Th>{ci.field}</Table.Th>
                  <Table.Th>{ci.message}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {progress.errors.map((error, i) => (
                  <Table.Tr key={i} data-testid={`import-error-${error.row}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td ff="monospace">{error.field}</Table.Td>
                    <Table.Td>{importReasonText(error, t)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {progress.errors.length < progress.errorCount && (
            <Text size="xs" c="dimmed">
              {ci.firstErrors(progress.errors.length, progress.errorCount)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function RecentImports({ onOpen }: { onOpen(id: string): void }) {
  const { t, lang } = useI18n();
  const ci = t.catalogIo;
  const recent = useRecentImports();
  if (recent.isPending) return <Loading />;
  if (recent.isError) return <ErrorState error={recent.error} onRetry={() => void recent.refetch()} />;
  if (recent.data.items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {ci.recent}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label={ci.recent}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{ci.file}</Table.Th>
              <Table.Th>{ci.sentAt}</Table.Th>
              <Table.Th>{ci.status}</Table.Th>
              <Table.Th>{ci.errorsColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recent.data.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Anchor component="button" type="button" size="sm" onClick={() => onOpen(item.id)}>
                    {item.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDateTime(item.createdAt, lang)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={statusColor[item.status]}>
                    {ci.statuses[item.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{item.errorCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** Upload of a CSV or XLSX catalog file; the service imports it in a job this dialog follows. */
export function CatalogImportModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useI18n();
  const ci = t.catalogIo;
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const type = file ? uploadTypeOf(file.name) : null;
  const upload = useMutation({
    mutationFn: () =>
      // A file body: the one upload outside the typed JSON client.
      apiUpload<ImportAccepted>(`${ROOT}?fileName=${encodeURIComponent(file!.name)}`, file!, type!),
    onSuccess: (accepted) => {
      setImportId(accepted.id);
      setFile(null);
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ci.importTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': t.close }}
    >
      <Stack>
        <Text size="sm">{ci.importHelp}</Text>
        <List size="sm">
          <List.Item>{ci.formatColumns}</List.Item>
          <List.Item>{ci.formatCsv}</List.Item>
          <List.Item>{ci.formatXlsx}</List.Item>
          <List.Item>{ci.formatUpsert}</List.Item>
        </List>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (file && type) upload.mutate();
          }}
        >
          <Group align="end" wrap="wrap">
            <FileInput
              label={ci.file}
              placeholder={ci.chooseFile}
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              clearable
              value={file}
              onChange={(value) => {
                setFile(value);
                upload.reset();
              }}
              error={file && !type ? ci.wrongType : undefined}
              w={320}
            />
            <Button type="submit" disabled={!file || !type} loading={upload.isPending}>
              {ci.send}
            </Button>
          </Group>
        </form>
        {upload.isError && <ProblemAlert error={upload.error} testId="import-refused" />}
        {importId && <ImportProgressView key={importId} id={importId} />}
        <RecentImports onOpen={setImportId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
