import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  useBandsPage,
  useCarrierRegions,
  useDeleteBand,
  useSaveBand,
  type Band,
  type Carrier,
  type Region,
} from '../../api/freight';
import { formatMoney } from '../../format';
import { useI18n, type Lang } from '../../i18n';
import { MoneyInput, moneyFieldOf, moneyValue, type MoneyField } from '../../MoneyInput';
import { PRICE_RULES } from '../../money';
import { fieldErrors, ProblemAlert } from '../../problem';
import { Empty, ErrorState, Loading } from '../../states';
import { freightTypes, numberOrNull } from './model';
import { Pager } from '../../paging';
import { ConfirmDialog, FormModal } from '../../dialogs';

const PAGE_SIZE = 50;

interface Draft {
  regionId: string | null;
  weightFrom: number | string;
  weightTo: number | string;
  price: MoneyField;
  deadlineDays: number | string;
  freightType: (typeof freightTypes)[number];
  serviceName: string;
}

const toDraft = (band: Band | undefined, regions: Region[], lang: Lang): Draft => ({
  regionId: band?.regionId ?? regions[0]?.id ?? null,
  weightFrom: band?.weightFrom ?? 0,
  weightTo: band?.weightTo ?? '',
  price: moneyFieldOf(band?.price, PRICE_RULES, lang),
  deadlineDays: band?.deadlineDays ?? '',
  freightType: band?.freightType ?? 'STANDARD',
  serviceName: band?.serviceName ?? '',
});

function BandModal({
  carrier,
  band,
  regions,
  onClose,
}: {
  carrier: Carrier;
  band?: Band;
  regions: Region[];
  onClose(): void;
}) {
  const { t, lang } = useI18n();
  const [draft, setDraft] = useState<Draft>(() => toDraft(band, regions, lang));
  const save = useSaveBand(carrier.id, band, onClose);
  const errors = fieldErrors(save.error, t);
  const number = (key: 'weightFrom' | 'weightTo' | 'deadlineDays') => ({
    value: draft[key],
    onChange: (value: number | string) => setDraft({ ...draft, [key]: value }),
    error: errors[key],
    min: 0,
    allowNegative: false,
    decimalSeparator: ',',
    thousandSeparator: '.',
  });
  return (
    <FormModal
      onClose={onClose}
      title={band ? t.freight.editBand : t.freight.newBand}
      size="lg"
      onSubmit={() =>
        save.mutate({
          regionId: draft.regionId ?? '',
          weightFrom: numberOrNull(draft.weightFrom) ?? 0,
          weightTo: numberOrNull(draft.weightTo),
          price: moneyValue(draft.price) ?? null,
          deadlineDays: numberOrNull(draft.deadlineDays),
          freightType: draft.freightType,
          serviceName: draft.serviceName.trim() || null,
        })
      }
      disabled={moneyValue(draft.price) === undefined}
      pending={save.isPending}
    >
      <Select
        label={t.freight.region}
        required
        allowDeselect={false}
        data={regions.map((r) => ({ value: r.id, label: r.name }))}
        value={draft.regionId}
        onChange={(value) => setDraft({ ...draft, regionId: value })}
        error={errors.regionId}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput label={t.freight.weightFrom} decimalScale={3} {...number('weightFrom')} />
        <NumberInput label={t.freight.weightTo} decimalScale={3} required {...number('weightTo')} />
        <MoneyInput
          label={t.freight.price}
          required
          rules={PRICE_RULES}
          field={draft.price}
          onChange={(price) => setDraft({ ...draft, price })}
          error={errors.price}
        />
        <NumberInput
          label={t.freight.deadlineDays}
          allowDecimal={false}
          required
          {...number('deadlineDays')}
        />
        <Select
          label={t.freight.freightType}
          allowDeselect={false}
          data={freightTypes.map((type) => ({ value: type, label: t.freight.types[type] ?? type }))}
          value={draft.freightType}
          onChange={(value) => setDraft({ ...draft, freightType: value ?? 'STANDARD' })}
          error={errors.freightType}
        />
        <TextInput
          label={t.freight.serviceName}
          value={draft.serviceName}
          onChange={(event) => setDraft({ ...draft, serviceName: event.currentTarget.value })}
          error={errors.serviceName}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t.freight.bandHelp}
      </Text>
      {save.isError && <ProblemAlert error={save.error} />}
    </FormModal>
  );
}

const kg = (value: number, lang: string) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(value);

export function Bands({ carrier }: { carrier: Carrier }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Band | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Band | null>(null);
  const regions = useCarrierRegions(carrier.id);
  const bands = useBandsPage(carrier.id, page, PAGE_SIZE);
  const remove = useDeleteBand(() => setDeleting(null));
  const regionList = regions.data?.items ?? [];
  const regionName = new Map(regionList.map((r) => [r.id, r.name]));
  const items = bands.data?.items ?? [];

  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t.freight.bandsHelp}
        </Text>
        <Button size="sm" disabled={regionList.length === 0} onClick={() => setEditing('new')}>
          {t.freight.newBand}
        </Button>
      </Group>
      {regions.isSuccess && regionList.length === 0 && (
        <Alert color="yellow">{t.freight.bandsNeedRegion}</Alert>
      )}
      {bands.isPending || regions.isPending ? (
        <Loading />
      ) : bands.isError ? (
        <ErrorState error={bands.error} onRetry={() => void bands.refetch()} />
      ) : regions.isError ? (
        <ErrorState error={regions.error} onRetry={() => void regions.refetch()} />
      ) : items.length === 0 ? (
        <Empty>{t.freight.noBands}</Empty>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-label={t.freight.bands}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.freight.region}</Table.Th>
                  <Table.Th>{t.freight.weightRange}</Table.Th>
                  <Table.Th>{t.freight.price}</Table.Th>
                  <Table.Th>{t.freight.deadlineDays}</Table.Th>
                  <Table.Th>{t.freight.service}</Table.Th>
                  <Table.Th>{t.freight.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((band) => {
                  const label = `${regionName.get(band.regionId) ?? band.regionId} ${kg(band.weightFrom, lang)}–${kg(band.weightTo, lang)} kg`;
                  return (
                    <Table.Tr key={band.id} data-testid="band-row">
                      <Table.Td>{regionName.get(band.regionId) ?? band.regionId}</Table.Td>
                      <Table.Td>
                        {kg(band.weightFrom, lang)} – {kg(band.weightTo, lang)} kg
                      </Table.Td>
                      <Table.Td>{formatMoney(band.price, lang)}</Table.Td>
                      <Table.Td>{band.deadlineDays}</Table.Td>
                      <Table.Td>
                        {band.serviceName ?? t.freight.types[band.freightType] ?? band.freightType}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`${t.freight.edit} ${label}`}
                            onClick={() => setEditing(band)}
                          >
                            {t.freight.edit}
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            aria-label={`${t.freight.delete} ${label}`}
                            onClick={() => {
                              remove.reset();
                              setDeleting(band);
                            }}
                          >
                            {t.freight.delete}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={bands.data.page} value={page} onChange={setPage} />
        </>
      )}
      {editing !== null && (
        <BandModal
          key={editing === 'new' ? 'new' : editing.id}
          carrier={carrier}
          band={editing === 'new' ? undefined : editing}
          regions={regionList}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t.freight.deleteBand}
          message={t.freight.deleteBandHelp}
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
