import { useState } from 'react';
import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { useI18n } from '../i18n';
import { PageTitle } from '../states';
import { Bands } from './freight/Bands';
import { Carriers } from './freight/Carriers';
import { useCarriers } from '../api/freight';
import { QuoteTester } from './freight/QuoteTester';
import { Regions } from './freight/Regions';
import { TableImport } from './freight/TableImport';

/** Carriers, the chosen carrier's table (regions, weight bands, CSV import) and the quote tester. */
export function FreightPage() {
  const { t } = useI18n();
  const carriers = useCarriers();
  const [chosen, setChosen] = useState<string | null>(null);
  const items = carriers.data?.items ?? [];
  const carrier = items.find((c) => c.id === chosen) ?? items[0];

  return (
    <Stack>
      <PageTitle>{t.freight.title}</PageTitle>
      <Carriers selected={carrier?.id ?? null} onSelect={setChosen} />
      {carrier && (
        <Card withBorder>
          <Title order={2} size="h4">
            {t.freight.tableOf(carrier.name)}
          </Title>
          {(carrier.quoteUrl || carrier.integration) && (
            <Text size="sm" c="dimmed">
              {t.freight.externalCarrier}
            </Text>
          )}
          <Tabs defaultValue="regions" mt="sm" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="regions">{t.freight.regions}</Tabs.Tab>
              <Tabs.Tab value="bands">{t.freight.bands}</Tabs.Tab>
              <Tabs.Tab value="import">{t.freight.import}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="regions" pt="md">
              <Regions key={carrier.id} carrier={carrier} />
            </Tabs.Panel>
            <Tabs.Panel value="bands" pt="md">
              <Bands key={carrier.id} carrier={carrier} />
            </Tabs.Panel>
            <Tabs.Panel value="import" pt="md">
              <TableImport key={carrier.id} carrier={carrier} />
            </Tabs.Panel>
          </Tabs>
        </Card>
      )}
      <QuoteTester />
    </Stack>
  );
}
