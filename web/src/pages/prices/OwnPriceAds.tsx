import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useAdsOfSku } from '../../api/ads';
import { formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { usePlatformNames } from '../../marketplaceNames';

/**
 * The SKU's ads that keep a price of their own (docs/decisions.md WEB-83), where the SKU's price is
 * shown (`list`) or changed (`note`, limited to the platform the change applies to): the SKU's price
 * does not reach them, and the seller is told so rather than finding it out on the marketplace.
 */
export function OwnPriceAds({
  skuId,
  platform = null,
  variant,
}: {
  skuId: string;
  platform?: string | null;
  variant: 'list' | 'note';
}) {
  const { t, lang } = useI18n();
  const name = usePlatformNames();
  const ads = useAdsOfSku(skuId);
  const own = (ads.data?.ads ?? []).filter(
    (ad) => !ad.followsPrice && ad.status !== 'INACTIVE' && (platform === null || ad.platform === platform),
  );
  if (own.length === 0) return null;
  if (variant === 'note') {
    const listed = own.map((ad) => `${name(ad.platform)} (${formatMoney(ad.price, lang)})`).join(', ');
    return (
      <Alert color="yellow" data-testid="own-price-note">
        <Text size="sm">{t.prices.ownPriceKept(listed)}</Text>
      </Alert>
    );
  }
  return (
    <Stack gap={4} data-testid="own-price-ads">
      <Title order={3} size="h5">
        {t.prices.ownPrices}
      </Title>
      <List size="sm">
        {own.map((ad) => (
          <List.Item key={ad.id}>
            {t.prices.ownPriceRow(name(ad.platform), formatMoney(ad.price, lang))}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
