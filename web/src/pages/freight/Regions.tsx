import { useState } from 'react';
import { ActionIcon, Button, Fieldset, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDeleteRegion, useRegionsPage, useSaveRegion, type Carrier, type Region } from '../../api/freight';
import { useI18n } from '../../i18n';
import { fieldErrors, ProblemAlert } from '../../problem';
import { Empty, ErrorState, Loading } from '../../states';
import { formatCep } from './model';

type Range = Region['ranges'][number];
import { Pager } from '../../paging';
import { ConfirmDialog, FormModal } from '../../dialogs';

const PAGE_SIZE = 25;

function RegionModal({ carrier, region, onClose }: { carrier: Carrier; region?: Region; onClose(): void }) {
  const { t } = useI18n();
  const [name, setName] = useState(region?.name ?? '');
  const [ranges, setRanges] = useState<Range[]>(
    region?.ranges.map((r) => ({
      postalCodeStart: formatCep(r.postalCodeStart),
      postalCodeEnd: formatCep(r.postalCodeEnd),
    })) ?? [{ postalCodeStart: '', postalCodeEnd: '' }],
  );
  const save = useSaveRegion(carrier.id, region, onClose);
  const errors = fieldErrors(save.error, t);
  const set = (i: number, patch: Partial<Range>) =>
    setRanges(ranges.map((range, j) => (j === i ? { ...range, ...patch } : range)));
  return (
    <FormModal
      onClose={onClose}
      title={region ? t.freight.editRegion : t.freight.newRegion}
      onSubmit={() =>
        save.mutate({
          name: name.trim(),
          ranges: ranges.map((r) => ({
            postalCodeStart: r.postalCodeStart.trim(),
            postalCodeEnd: r.postalCodeEnd.trim(),
          })),
        })
      }
      pending={save.isPending}
    >
      <TextInput
        label={t.freight.regionName}
        required
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
      />
      <Fieldset legend={t.freight.ranges} variant="unstyled">
        <Stack gap="xs">
          {ranges.map((range, i) => (
            <Group key={i} gap="xs" align="start" wrap="nowrap">
              <TextInput
                label={`${t.freight.cepStart} ${i + 1}`}
                placeholder="01000-000"
                inputMode="numeric"
                required
                value={range.postalCodeStart}
                onChange={(event) => set(i, { postalCodeStart: event.currentTarget.value })}
                error={errors[`ranges[${i}].postalCodeStart`]}
                style={{ flex: 1 }}
              />
              <TextInput
                label={`${t.freight.cepEnd} ${i + 1}`}
                placeholder="09999-999"
                inputMode="numeric"
                required
                value={range.postalCodeEnd}
                onChange={(event) => set(i, { postalCodeEnd: event.currentTarget.value })}
                error={errors[`ranges[${i}].postalCodeEnd`]}
                style={{ flex: 1 }}
              />
              {ranges.length > 1 && (
                <ActionIcon
                  mt={28}
                  variant="subtle"
                  color="red"
                  aria-label={`${t.freight.removeRange} ${i + 1}`}
                  onClick={() => setRanges(ranges.filter((_, j) => j !== i))}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
          <div>
            <Button
              size="xs"
              variant="light"
              onClick={() => setRanges([...ranges, { postalCodeStart: '', postalCodeEnd: '' }])}
            >
              {t.freight.addRange}
            </Button>
          </div>
        </Stack>
      </Fieldset>
      {save.isError && <ProblemAlert error={save.error} />}
    </FormModal>
  );
}

export function Regions({ carrier }: { carrier: Carrier }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Region | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Region | null>(null);
  const regions = useRegionsPage(carrier.id, page, PAGE_SIZE);
  const remove = useDeleteRegion(() => setDeleting(null));
  const items = regions.data?.items ?? [];

  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t.freight.regionsHelp}
        </Text>
        <Button size="sm" onClick={() => setEditing('new')}>
          {t.freight.newRegion}
        </Button>
      </Group>
      {regions.isPending ? (
        <Loading />
      ) : regions.isError ? (
        <ErrorState error={regions.error} onRetry={() => void regions.refetch()} />
      ) : items.length === 0 ? (
        <Empty>{t.freight.noRegions}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={t.freight.regions}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.freight.regionName}</Table.Th>
                  <Table.Th>{t.freight.ranges}</Table.Th>
                  <Table.Th>{t.freight.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((region) => (
                  <Table.Tr key={region.id} data-testid={`region-${region.name}`}>
                    <Table.Td>{region.name}</Table.Td>
                    <Table.Td>
                      {region.ranges
                        .map((r) => `${formatCep(r.postalCodeStart)} – ${formatCep(r.postalCodeEnd)}`)
                        .join(', ')}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`${t.freight.edit} ${region.name}`}
                          onClick={() => setEditing(region)}
                        >
                          {t.freight.edit}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={`${t.freight.delete} ${region.name}`}
                          onClick={() => {
                            remove.reset();
                            setDeleting(region);
                          }}
                        >
                          {t.freight.delete}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={regions.data.page} value={page} onChange={setPage} />
        </>
      )}
      {editing !== null && (
        <RegionModal
          key={editing === 'new' ? 'new' : editing.id}
          carrier={carrier}
          region={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t.freight.deleteRegion(deleting.name)}
          message={t.freight.deleteRegionHelp}
          confirmLabel={t.freight.delete}
          confirmColor="red"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        >
          {remove.error ? <ProblemAlert error={remove.error} /> : null}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
