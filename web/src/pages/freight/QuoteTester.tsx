import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { quoteFreight, type QuoteAnswer } from '../../api/freight';
import { formatMoney } from '../../format';
import { useI18n, type Lang } from '../../i18n';
import { ProblemAlert } from '../../problem';
import { searchProducts } from '../../api/catalog';

type Explanation = NonNullable<QuoteAnswer['explain']>;

interface Line {
  sku: string;
  qty: number | string;
}

class SkuNotFound extends Error {
  readonly sku: string;
  constructor(sku: string) {
    super(sku);
    this.sku = sku;
  }
}

/** The seller types SKU codes; the quote takes the service's skuIds: found through the catalog search. */
async function skuIdOf(sku: string): Promise<string> {
  const found = await searchProducts({ sku }, { size: 5 });
  const variation = found.items.flatMap((p) => p.variations).find((v) => v.sku === sku);
  if (!variation) throw new SkuNotFound(sku);
  return variation.skuId;
}

const number = (value: number, lang: Lang, digits = 3) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value);

function ExplanationView({ explain }: { explain: Explanation }) {
  const { t, lang } = useI18n();
  const regionName = new Map(explain.regions.map((r) => [r.id, r.name]));
  const kg = (value: number) => `${number(value, lang)} kg`;
  return (
    <Stack gap="sm" data-testid="quote-explanation">
      <Title order={3} size="h5">
        {t.freight.explanation}
      </Title>
      <Group gap="xs">
        <Text size="sm">{t.freight.outcome}:</Text>
        <Badge variant="light" color={explain.outcome === 'QUOTED' ? 'teal' : 'yellow'}>
          {t.freight.outcomes[explain.outcome] ?? explain.outcome}
        </Badge>
      </Group>
      <Text size="sm">
        {t.freight.cartSummary(
          kg(explain.cart.realWeightKg),
          number(explain.cart.volumeCm3, lang, 0),
          explain.cart.handlingDays,
        )}
      </Text>
      <Text size="sm">
        {t.freight.regionsFound}:{' '}
        {explain.regions.length === 0 ? t.freight.none : explain.regions.map((r) => r.name).join(', ')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {explain.carriers.map((carrier) => (
          <Card
            key={carrier.carrierId}
            withBorder
            padding="sm"
            data-testid={`explain-${carrier.carrierName}`}
          >
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{carrier.carrierName}</Text>
              {!carrier.active && (
                <Badge variant="light" color="gray">
                  {t.freight.inactive}
                </Badge>
              )}
            </Group>
            <Text size="sm">
              {t.freight.weights(
                kg(carrier.realWeightKg),
                carrier.cubicWeightKg === null ? '—' : kg(carrier.cubicWeightKg),
                kg(carrier.billableWeightKg),
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {carrier.cubicApplied ? t.freight.cubicApplied : t.freight.cubicNotApplied}
            </Text>
            {carrier.services.length > 0 && (
              <List size="sm" mt="xs">
                {carrier.services.map((service, i) => (
                  <List.Item key={i}>
                    {service.serviceName ?? t.freight.types[service.freightType] ?? service.freightType} ·{' '}
                    {regionName.get(service.regionId) ?? service.regionId}:{' '}
                    {service.band
                      ? t.freight.bandChosen(
                          number(service.band.weightFrom, lang),
                          number(service.band.weightTo, lang),
                        )
                      : service.reason}
                  </List.Item>
                ))}
              </List>
            )}
            {carrier.note && (
              <Text size="sm" mt="xs" c="yellow.9">
                {carrier.note}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
      {explain.externalCalls.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label={t.freight.externalCalls}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.freight.target}</Table.Th>
                <Table.Th>{t.freight.outcome}</Table.Th>
                <Table.Th>{t.freight.latency}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {explain.externalCalls.map((call, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{call.target}</Table.Td>
                  <Table.Td>
                    {call.outcome}
                    {call.detail ? ` — ${call.detail}` : ''}
                  </Table.Td>
                  <Table.Td>
                    {call.latencyMs === null ? '—' : `${number(call.latencyMs, lang, 0)} ms`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** Quotes a cart as a marketplace would, with the explanation only the seller sees. */
export function QuoteTester() {
  const { t, lang } = useI18n();
  const [cep, setCep] = useState('');
  const [lines, setLines] = useState<Line[]>([{ sku: '', qty: 1 }]);
  const quote = useMutation({
    mutationFn: async () => {
      const wanted = lines.filter((line) => line.sku.trim() !== '');
      const quotationItems = await Promise.all(
        wanted.map(async (line) => ({ skuId: await skuIdOf(line.sku.trim()), qty: Number(line.qty) || 0 })),
      );
      const digits = cep.replace(/\D/g, '');
      return quoteFreight(digits || '-', { quotationItems });
    },
  });
  const set = (i: number, patch: Partial<Line>) =>
    setLines(lines.map((line, j) => (j === i ? { ...line, ...patch } : line)));
  const answer = quote.data;

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t.freight.tester}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t.freight.testerHelp}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          quote.mutate();
        }}
      >
        <Stack>
          <TextInput
            label={t.freight.destination}
            placeholder="01310-100"
            inputMode="numeric"
            required
            value={cep}
            onChange={(event) => setCep(event.currentTarget.value)}
            w={220}
          />
          {lines.map((line, i) => (
            <Group key={i} gap="xs" align="end" wrap="nowrap">
              <TextInput
                label={`${t.catalog.sku} ${i + 1}`}
                required={i === 0}
                value={line.sku}
                onChange={(event) => set(i, { sku: event.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <NumberInput
                label={`${t.freight.quantity} ${i + 1}`}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={line.qty}
                onChange={(value) => set(i, { qty: value })}
                w={120}
              />
              {lines.length > 1 && (
                <ActionIcon
                  mb={6}
                  variant="subtle"
                  color="red"
                  aria-label={`${t.freight.removeItem} ${i + 1}`}
                  onClick={() => setLines(lines.filter((_, j) => j !== i))}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
          <Group>
            <Button variant="light" size="xs" onClick={() => setLines([...lines, { sku: '', qty: 1 }])}>
              {t.freight.addItem}
            </Button>
            <Button type="submit" ml="auto" loading={quote.isPending}>
              {t.freight.quote}
            </Button>
          </Group>
        </Stack>
      </form>
      {quote.isError &&
        (quote.error instanceof SkuNotFound ? (
          <Alert color="red" role="alert" mt="md">
            {t.freight.skuNotFound(quote.error.sku)}
          </Alert>
        ) : (
          <div style={{ marginTop: 16 }}>
            <ProblemAlert error={quote.error} />
          </div>
        ))}
      {answer && (
        <Stack mt="md">
          {answer.shippingQuotes.length === 0 ? (
            <Alert color="yellow" role="status">
              {t.freight.noQuotes}
            </Alert>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped aria-label={t.freight.quotes}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t.freight.carrier}</Table.Th>
                    <Table.Th>{t.freight.service}</Table.Th>
                    <Table.Th>{t.freight.price}</Table.Th>
                    <Table.Th>{t.freight.deadlineDays}</Table.Th>
                    <Table.Th>{t.freight.billableWeight}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.shippingQuotes.map((q) => (
                    <Table.Tr key={q.valueFreightId} data-testid={`quote-${q.carrierName}`}>
                      <Table.Td>{q.carrierName}</Table.Td>
                      <Table.Td>{q.freightServiceName}</Table.Td>
                      <Table.Td data-testid="quote-price">{formatMoney(q.shippingCost, lang)}</Table.Td>
                      <Table.Td>{q.deadlineDays}</Table.Td>
                      <Table.Td>
                        {number(q.weight.value, lang)} {q.weight.unit === 'GRAM' ? 'g' : 'kg'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {answer.explain && <ExplanationView explain={answer.explain} />}
        </Stack>
      )}
    </Card>
  );
}
