import type { ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useI18n } from '../../i18n';
import type { Carrier } from '../../api/freight';
import { freightTypes } from './model';

/** Where a carrier's quotes come from: its own table here, its quote URL, or an integration. */
export type SourceKind = 'TABLE' | 'URL' | 'POSTAL' | 'AGGREGATOR';
const kinds: SourceKind[] = ['TABLE', 'URL', 'POSTAL', 'AGGREGATOR'];

interface PostalService {
  code: string;
  name: string;
  freightType: string;
}
interface AggregatorService {
  id: string;
  freightType: string;
}

export interface SourceDraft {
  kind: SourceKind;
  quoteUrl: string;
  originPostalCode: string;
  user: string;
  /** The postal access code or the aggregator token; empty keeps the stored one of the same kind. */
  secret: string;
  postingCard: string;
  postalServices: PostalService[];
  aggregatorServices: AggregatorService[];
  receipt: boolean;
  ownHand: boolean;
}

// The two products almost every contract has; the seller edits or adds to them.
const defaultPostalServices: PostalService[] = [
  { code: '03298', name: 'PAC', freightType: 'STANDARD' },
  { code: '03220', name: 'SEDEX', freightType: 'EXPRESS' },
];

export function toSourceDraft(carrier?: Carrier): SourceDraft {
  const integration = carrier?.integration ?? null;
  return {
    kind: integration ? integration.type : carrier?.quoteUrl ? 'URL' : 'TABLE',
    quoteUrl: carrier?.quoteUrl ?? '',
    originPostalCode: integration?.originPostalCode ?? '',
    user: integration?.user ?? '',
    secret: '',
    postingCard: integration?.postingCard ?? '',
    postalServices:
      integration?.type === 'POSTAL'
        ? integration.services.map((s) => ({
            code: s.code ?? '',
            name: s.name ?? '',
            freightType: s.freightType,
          }))
        : defaultPostalServices,
    aggregatorServices:
      integration?.type === 'AGGREGATOR'
        ? integration.services.map((s) => ({ id: s.id ?? '', freightType: s.freightType }))
        : [],
    receipt: integration?.receipt ?? false,
    ownHand: integration?.ownHand ?? false,
  };
}

const CEP = /^\s*\d{5}-?\d{3}\s*$/;

/**
 * The carrier's `quoteUrl` and `integration` for the service (one outside source at most, so the other
 * is cleared), or the fields to fix first. Checked here because the service's answer to a malformed
 * integration names the union of both kinds, which says little to a seller.
 */
export function sourceBody(
  draft: SourceDraft,
  storedKind: SourceKind | null,
  messages: { required: string; cep: string; serviceCode: string },
): { body: { quoteUrl: string | null; integration: object | null } } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const keepSecret = draft.secret.trim() === '' && storedKind === draft.kind;
  if (draft.kind === 'TABLE') return { body: { quoteUrl: null, integration: null } };
  if (draft.kind === 'URL') {
    if (!draft.quoteUrl.trim()) return { errors: { quoteUrl: messages.required } };
    return { body: { quoteUrl: draft.quoteUrl.trim(), integration: null } };
  }
  if (!CEP.test(draft.originPostalCode)) errors['integration.originPostalCode'] = messages.cep;
  if (!keepSecret && !draft.secret.trim())
    errors[draft.kind === 'POSTAL' ? 'integration.accessCode' : 'integration.token'] = messages.required;
  if (draft.kind === 'POSTAL') {
    if (!draft.user.trim()) errors['integration.user'] = messages.required;
    if (!draft.postingCard.trim()) errors['integration.postingCard'] = messages.required;
    draft.postalServices.forEach((service, i) => {
      if (!/^\d{5}$/.test(service.code.trim())) errors[`postal.${i}.code`] = messages.serviceCode;
      if (!service.name.trim()) errors[`postal.${i}.name`] = messages.required;
    });
    if (Object.keys(errors).length > 0) return { errors };
    return {
      body: {
        quoteUrl: null,
        integration: {
          type: 'POSTAL',
          originPostalCode: draft.originPostalCode.trim(),
          user: draft.user.trim(),
          ...(keepSecret ? {} : { accessCode: draft.secret.trim() }),
          postingCard: draft.postingCard.trim(),
          services: draft.postalServices.map((s) => ({
            code: s.code.trim(),
            name: s.name.trim(),
            freightType: s.freightType,
          })),
        },
      },
    };
  }
  draft.aggregatorServices.forEach((service, i) => {
    if (!service.id.trim()) errors[`aggregator.${i}.id`] = messages.required;
  });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      quoteUrl: null,
      integration: {
        type: 'AGGREGATOR',
        originPostalCode: draft.originPostalCode.trim(),
        ...(keepSecret ? {} : { token: draft.secret.trim() }),
        services: draft.aggregatorServices.map((s) => ({ id: s.id.trim(), freightType: s.freightType })),
        receipt: draft.receipt,
        ownHand: draft.ownHand,
      },
    },
  };
}

/** The quote source part of the carrier editor. `errors` holds the service's and the draft's, by field. */
export function CarrierSourceFields({
  draft,
  onChange,
  storedKind,
  errors,
}: {
  draft: SourceDraft;
  onChange(draft: SourceDraft): void;
  storedKind: SourceKind | null;
  errors: Record<string, string>;
}) {
  const { t } = useI18n();
  const cs = t.carrierSource;
  const set = <K extends keyof SourceDraft>(key: K, value: SourceDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const typeOptions = freightTypes.map((type) => ({ value: type, label: t.freight.types[type] ?? type }));
  const secretKept = storedKind === draft.kind;
  const postal = draft.postalServices;
  const aggregator = draft.aggregatorServices;

  return (
    <Fieldset legend={cs.legend}>
      <Stack>
        <Radio.Group value={draft.kind} onChange={(value) => set('kind', value)} aria-label={cs.legend}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {kinds.map((kind) => (
              <Radio key={kind} value={kind} label={cs.kinds[kind]} description={cs.kindHelp[kind]} />
            ))}
          </SimpleGrid>
        </Radio.Group>

        {draft.kind === 'URL' && (
          <TextInput
            label={cs.quoteUrl}
            description={cs.quoteUrlHelp}
            placeholder="https://frete.minhaloja.com.br/cotacao"
            required
            value={draft.quoteUrl}
            onChange={(event) => set('quoteUrl', event.currentTarget.value)}
            error={errors.quoteUrl}
          />
        )}

        {(draft.kind === 'POSTAL' || draft.kind === 'AGGREGATOR') && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={cs.origin}
              description={cs.originHelp}
              required
              inputMode="numeric"
              value={draft.originPostalCode}
              onChange={(event) => set('originPostalCode', event.currentTarget.value)}
              error={errors['integration.originPostalCode']}
            />
            <PasswordInput
              label={draft.kind === 'POSTAL' ? cs.accessCode : cs.token}
              description={secretKept ? cs.secretKept : cs.secretOnce}
              required={!secretKept}
              value={draft.secret}
              onChange={(event) => set('secret', event.currentTarget.value)}
              error={errors[draft.kind === 'POSTAL' ? 'integration.accessCode' : 'integration.token']}
              autoComplete="new-password"
            />
          </SimpleGrid>
        )}

        {draft.kind === 'POSTAL' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={cs.user}
                required
                value={draft.user}
                onChange={(event) => set('user', event.currentTarget.value)}
                error={errors['integration.user']}
              />
              <TextInput
                label={cs.postingCard}
                required
                inputMode="numeric"
                value={draft.postingCard}
                onChange={(event) => set('postingCard', event.currentTarget.value)}
                error={errors['integration.postingCard']}
              />
            </SimpleGrid>
            <Text size="sm" fw={500}>
              {cs.postalServices}
            </Text>
            <ServiceRows
              rows={postal}
              onChange={(rows) => set('postalServices', rows)}
              blank={{ code: '', name: '', freightType: 'STANDARD' }}
              max={10}
              keepOne
              typeWidth={150}
              typeOptions={typeOptions}
              fields={(service, i, update) => (
                <>
                  <TextInput
                    label={cs.serviceCode(i + 1)}
                    inputMode="numeric"
                    w={160}
                    value={service.code}
                    onChange={(event) => update({ code: event.currentTarget.value })}
                    error={errors[`postal.${i}.code`]}
                  />
                  <TextInput
                    label={cs.serviceName(i + 1)}
                    w={170}
                    value={service.name}
                    onChange={(event) => update({ name: event.currentTarget.value })}
                    error={errors[`postal.${i}.name`]}
                  />
                </>
              )}
            />
          </>
        )}

        {draft.kind === 'AGGREGATOR' && (
          <>
            <Text size="sm" fw={500}>
              {cs.aggregatorServices}
            </Text>
            <Text size="xs" c="dimmed">
              {cs.aggregatorServicesHelp}
            </Text>
            <ServiceRows
              rows={aggregator}
              onChange={(rows) => set('aggregatorServices', rows)}
              blank={{ id: '', freightType: 'STANDARD' }}
              max={50}
              typeWidth={170}
              typeOptions={typeOptions}
              fields={(service, i, update) => (
                <TextInput
                  label={cs.serviceId(i + 1)}
                  w={200}
                  value={service.id}
                  onChange={(event) => update({ id: event.currentTarget.value })}
                  error={errors[`aggregator.${i}.id`]}
                />
              )}
            />
            <Group>
              <Checkbox
                label={cs.receipt}
                checked={draft.receipt}
                onChange={(event) => set('receipt', event.currentTarget.checked)}
              />
              <Checkbox
                label={cs.ownHand}
                checked={draft.ownHand}
                onChange={(event) => set('ownHand', event.currentTarget.checked)}
              />
            </Group>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

/** A carrier's services, one row each (its own fields, then its freight type), removed and added to up to `max`. */
function ServiceRows<S extends { freightType: string }>({
  rows,
  onChange,
  blank,
  max,
  keepOne,
  typeWidth,
  typeOptions,
  fields,
}: {
  rows: S[];
  onChange(rows: S[]): void;
  blank: S;
  max: number;
  /** The last row cannot be removed. */
  keepOne?: boolean;
  typeWidth: number;
  typeOptions: { value: string; label: string }[];
  fields(row: S, i: number, update: (change: Partial<S>) => void): ReactNode;
}) {
  const { t } = useI18n();
  const cs = t.carrierSource;
  return (
    <>
      {rows.map((row, i) => {
        const update = (change: Partial<S>) =>
          onChange(rows.map((s, j) => (j === i ? { ...s, ...change } : s)));
        return (
          <Group key={i} align="start" wrap="wrap" gap="xs">
            {fields(row, i, update)}
            <Select
              label={cs.serviceType(i + 1)}
              w={typeWidth}
              data={typeOptions}
              value={row.freightType}
              allowDeselect={false}
              onChange={(value) => update({ freightType: value ?? 'STANDARD' } as Partial<S>)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={cs.removeService(i + 1)}
              disabled={keepOne && rows.length === 1}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              ×
            </ActionIcon>
          </Group>
        );
      })}
      <div>
        <Button
          size="xs"
          variant="light"
          disabled={rows.length >= max}
          onClick={() => onChange([...rows, blank])}
        >
          {cs.addService}
        </Button>
      </div>
    </>
  );
}
