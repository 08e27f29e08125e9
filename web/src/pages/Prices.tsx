import { lazy, Suspense, useState } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { useI18n } from '../i18n';
import { Loading, PageTitle } from '../states';
import { HeldList } from './prices/HeldList';
import { Parity } from './prices/Parity';
import { Promotions } from './prices/Promotions';
import { SkuPrices } from './prices/SkuPrices';

// Opened now and then: its code (pickers of products, brands, categories) loads with the tab.
const GuardSettingsPanel = lazy(() =>
  import('./prices/GuardSettings').then((m) => ({ default: m.GuardSettingsPanel })),
);

/** Prices and promotions: what each SKU costs and why (history with sources), and the seller's promotions. */
export function PricesPage() {
  const { t } = useI18n();
  // `?tab=held` opens the held prices (the dashboard links there); switching tabs keeps the address.
  const [tab, setTab] = useState(() => new URLSearchParams(window.location.search).get('tab') ?? 'skus');
  const choose = (value: string | null) => {
    const next = value ?? 'skus';
    setTab(next);
    const query = next === 'skus' ? '' : `?tab=${next}`;
    window.history.replaceState(null, '', `${window.location.pathname}${query}`);
  };
  return (
    <Stack>
      <PageTitle>{t.prices.title}</PageTitle>
      <Text size="sm" c="dimmed">
        {t.prices.intro}
      </Text>
      <Tabs value={tab} onChange={choose}>
        <Tabs.List>
          <Tabs.Tab value="skus">{t.prices.tabSkus}</Tabs.Tab>
          <Tabs.Tab value="promotions">{t.prices.tabPromotions}</Tabs.Tab>
          <Tabs.Tab value="held">{t.prices.tabHeld}</Tabs.Tab>
          <Tabs.Tab value="parity">{t.prices.tabParity}</Tabs.Tab>
          <Tabs.Tab value="settings">{t.prices.tabSettings}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="skus" pt="md">
          <SkuPrices />
        </Tabs.Panel>
        <Tabs.Panel value="promotions" pt="md">
          <Promotions />
        </Tabs.Panel>
        <Tabs.Panel value="held" pt="md">
          {tab === 'held' && <HeldList />}
        </Tabs.Panel>
        <Tabs.Panel value="parity" pt="md">
          {tab === 'parity' && <Parity />}
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          {tab === 'settings' && (
            <Suspense fallback={<Loading />}>
              <GuardSettingsPanel />
            </Suspense>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
