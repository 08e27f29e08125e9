import { Stack, Tabs, Text } from '@mantine/core';
import { useI18n } from '../i18n';
import { PageTitle } from '../states';
import { Promotions } from './prices/Promotions';
import { SkuPrices } from './prices/SkuPrices';

/** Prices and promotions: what each SKU costs and why (history with sources), and the seller's promotions. */
export function PricesPage() {
  const { t } = useI18n();
  return (
    <Stack>
      <PageTitle>{t.prices.title}</PageTitle>
      <Text size="sm" c="dimmed">
        {t.prices.intro}
      </Text>
      <Tabs defaultValue="skus">
        <Tabs.List>
          <Tabs.Tab value="skus">{t.prices.tabSkus}</Tabs.Tab>
          <Tabs.Tab value="promotions">{t.prices.tabPromotions}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="skus" pt="md">
          <SkuPrices />
        </Tabs.Panel>
        <Tabs.Panel value="promotions" pt="md">
          <Promotions />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
