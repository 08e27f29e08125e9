import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Radio,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useCarriers, useSaveCarrier, useToggleCarrier, type Carrier } from '../../api/freight';
import { useI18n } from '../../i18n';
import { fieldErrors, ProblemAlert } from '../../problem';
import { Empty, ErrorState, Loading } from '../../states';
import {
  CarrierSourceFields,
  sourceBody,
  toSourceDraft,
  type SourceDraft,
  type SourceKind,
} from './CarrierSource';
import { numberOrNull } from './model';
import { FormModal } from '../../dialogs';

interface Draft {
  name: string;
  cubicFactor: number | string;
  cubicThresholdKg: number | string;
  active: boolean;
}

const toDraft = (carrier?: Carrier): Draft => ({
  name: carrier?.name ?? '',
  cubicFactor: carrier?.cubicFactor ?? '',
  cubicThresholdKg: carrier?.cubicThresholdKg ?? '',
  active: carrier?.active ?? true,
});

function CarrierModal({
  carrier,
  opened,
  onClose,
  onCreated,
}: {
  carrier?: Carrier;
  opened: boolean;
  onClose(): void;
  onCreated(carrier: Carrier): void;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<Draft>(() => toDraft(carrier));
  const [source, setSource] = useState<SourceDraft>(() => toSourceDraft(carrier));
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const storedKind: SourceKind | null = carrier?.integration?.type ?? null;
  const save = useSaveCarrier(carrier, (saved) => {
    if (!carrier) onCreated(saved);
    onClose();
  });
  const errors = { ...fieldErrors(save.error, t), ...draftErrors };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={carrier ? t.freight.editCarrier : t.freight.newCarrier}
      size="lg"
      onSubmit={() => {
        const checked = sourceBody(source, storedKind, t.carrierSource.messages);
        if ('errors' in checked) {
          setDraftErrors(checked.errors);
          return;
        }
        setDraftErrors({});
        save.mutate({
          name: draft.name.trim(),
          active: draft.active,
          cubicFactor: numberOrNull(draft.cubicFactor),
          cubicThresholdKg: numberOrNull(draft.cubicThresholdKg),
          ...checked.body,
        });
      }}
      pending={save.isPending}
    >
      <TextInput
        label={t.freight.carrierName}
        required
        value={draft.name}
        onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        error={errors.name}
      />
      <NumberInput
        label={t.freight.cubicFactor}
        description={t.freight.cubicFactorHelp}
        min={0}
        allowNegative={false}
        thousandSeparator="."
        decimalSeparator=","
        value={draft.cubicFactor}
        onChange={(value) => setDraft({ ...draft, cubicFactor: value })}
        error={errors.cubicFactor}
      />
      <NumberInput
        label={t.freight.cubicThreshold}
        description={t.freight.cubicThresholdHelp}
        min={0}
        allowNegative={false}
        decimalSeparator=","
        value={draft.cubicThresholdKg}
        onChange={(value) => setDraft({ ...draft, cubicThresholdKg: value })}
        error={errors.cubicThresholdKg}
      />
      <Switch
        label={t.freight.active}
        description={t.freight.activeHelp}
        checked={draft.active}
        onChange={(event) => setDraft({ ...draft, active: event.currentTarget.checked })}
      />
      <CarrierSourceFields
        draft={source}
        onChange={(next) => {
          setSource(next);
          setDraftErrors({});
        }}
        storedKind={storedKind}
        errors={errors}
      />
      {save.isError && <ProblemAlert error={save.error} testId="carrier-error" />}
    </FormModal>
  );
}

/** The seller's carriers; the chosen one's table is edited below. */
export function Carriers({ selected, onSelect }: { selected: string | null; onSelect(id: string): void }) {
  const { t } = useI18n();
  const carriers = useCarriers();
  const [editing, setEditing] = useState<Carrier | 'new' | null>(null);
  const toggle = useToggleCarrier();
  const items = carriers.data?.items ?? [];

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t.freight.carriers}
        </Title>
        <Button size="sm" onClick={() => setEditing('new')}>
          {t.freight.newCarrier}
        </Button>
      </Group>
      {carriers.isPending ? (
        <Loading />
      ) : carriers.isError ? (
        <ErrorState error={carriers.error} onRetry={() => void carriers.refetch()} />
      ) : items.length === 0 ? (
        <Empty>{t.freight.noCarriers}</Empty>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t.freight.carriers}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.freight.editTable}</Table.Th>
                <Table.Th>{t.freight.carrierName}</Table.Th>
                <Table.Th>{t.freight.kind}</Table.Th>
                <Table.Th>{t.freight.cubicFactor}</Table.Th>
                <Table.Th>{t.freight.active}</Table.Th>
                <Table.Th>{t.freight.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((carrier) => (
                <Table.Tr key={carrier.id} data-testid={`carrier-${carrier.name}`}>
                  <Table.Td>
                    <Radio
                      name="carrier"
                      aria-label={`${t.freight.editTable} ${carrier.name}`}
                      checked={selected === carrier.id}
                      onChange={() => onSelect(carrier.id)}
                    />
                  </Table.Td>
                  <Table.Td>{carrier.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray">
                      {
                        t.carrierSource.kinds[
                          carrier.integration?.type ?? (carrier.quoteUrl ? 'URL' : 'TABLE')
                        ]
                      }
                    </Badge>
                    {carrier.quoteUrl && (
                      <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {carrier.quoteUrl}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {carrier.cubicFactor === null ? (
                      <Text size="sm" c="dimmed">
                        {t.freight.noCubic}
                      </Text>
                    ) : (
                      carrier.cubicFactor
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`${t.freight.active}: ${carrier.name}`}
                      checked={carrier.active}
                      disabled={toggle.isPending}
                      onChange={() => toggle.mutate(carrier)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`${t.freight.edit} ${carrier.name}`}
                      onClick={() => setEditing(carrier)}
                    >
                      {t.freight.edit}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {toggle.isError && <ProblemAlert error={toggle.error} />}
      {editing !== null && (
        <CarrierModal
          key={editing === 'new' ? 'new' : editing.id}
          carrier={editing === 'new' ? undefined : editing}
          opened
          onClose={() => setEditing(null)}
          onCreated={(created) => onSelect(created.id)}
        />
      )}
    </Card>
  );
}
