import { useState } from 'react';
import { Alert, Button, Code, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { ApiError } from '../../api';
import { useImportTable, type Carrier } from '../../api/freight';
import { useI18n } from '../../i18n';
import { ProblemAlert } from '../../problem';

interface RowError {
  row: number;
  field: string;
  message: string;
}

const EXAMPLE = 'cep_inicial;cep_final;peso_inicial;peso_final;valor;prazo\n01000000;09999999;0;1;15,90;3';

/** The carrier's table from a CSV read in the browser and sent as text (all or nothing on the service). */
export function TableImport({ carrier }: { carrier: Carrier }) {
  const { t } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const send = useImportTable(carrier.id);
  const sendFile = async (dryRun: boolean) => send.mutate({ csv: await file!.text(), dryRun });
  const rowErrors =
    send.error instanceof ApiError
      ? ((send.error.problem as { errors?: RowError[] }).errors ?? []).filter((e) => 'row' in e)
      : [];
  const result = send.data;

  return (
    <Stack>
      <Text size="sm">{t.freight.importHelp}</Text>
      <Code block>{EXAMPLE}</Code>
      <Group align="end" wrap="wrap">
        <FileInput
          label={t.freight.importFile}
          placeholder={t.freight.chooseFile}
          accept=".csv,.txt,text/csv"
          clearable
          value={file}
          onChange={(value) => {
            setFile(value);
            send.reset();
          }}
          w={320}
        />
        <Button
          variant="default"
          disabled={!file}
          loading={send.isPending && send.variables.dryRun}
          onClick={() => void sendFile(true)}
        >
          {t.freight.validate}
        </Button>
        <Button
          disabled={!file}
          loading={send.isPending && !send.variables.dryRun}
          onClick={() => void sendFile(false)}
        >
          {t.freight.importReplace}
        </Button>
      </Group>
      {result && (
        <Alert
          color={result.dryRun ? 'blue' : 'teal'}
          role="status"
          title={result.dryRun ? t.freight.validated : t.freight.imported}
        >
          {t.freight.importSummary(result)}
        </Alert>
      )}
      {send.isError && rowErrors.length === 0 && <ProblemAlert error={send.error} />}
      {rowErrors.length > 0 && (
        <Stack gap="xs">
          <Alert color="red" role="alert" title={t.freight.importRefused}>
            {send.error?.message}
          </Alert>
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label={t.freight.importErrors}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.freight.line}</Table.Th>
                  <Table.Th>{t.freight.field}</Table.Th>
                  <Table.Th>{t.freight.problem}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rowErrors.slice(0, 100).map((error, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{error.field}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
