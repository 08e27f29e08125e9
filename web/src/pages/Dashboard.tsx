import { Alert, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api, apiPage } from '../api';
import { useI18n } from '../i18n';
import { PageTitle } from '../states';
import type { MarketplaceAccount } from './Marketplaces';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`figure-${label}`}>
        {value}
      </Text>
    </Card>
  );
}

export function DashboardPage() {
  const { t } = useI18n();
  const marketplaces = useQuery({
    queryKey: ['marketplaces'],
    queryFn: () => api<MarketplaceAccount[]>('GET', '/bffweb/marketplaces'),
  });
  const products = useQuery({
    queryKey: ['products', 'count'],
    queryFn: () => apiPage('/bffweb/catalog/products/search?size=1', 'productApiDTOList', {}),
  });
  const show = (value: number | undefined, failed: boolean) =>
    failed ? '—' : value === undefined ? '…' : String(value);
  return (
    <Stack>
      <PageTitle>{t.dashboard.title}</PageTitle>
      <Text>{t.dashboard.welcome}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Figure
          label={t.dashboard.marketplaces}
          value={show(
            marketplaces.data?.filter((m) => m.status === 'CONNECTED').length,
            marketplaces.isError,
          )}
        />
        <Figure
          label={t.dashboard.products}
          value={show(products.data?.page.totalElements, products.isError)}
        />
      </SimpleGrid>
      <Alert color="blue">{t.dashboard.metricsSoon}</Alert>
    </Stack>
  );
}
