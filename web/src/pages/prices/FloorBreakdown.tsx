import { Stack, Text } from '@mantine/core';
import { formatMoney } from '../../format';
import { useI18n } from '../../i18n';
import { ErrorState, Loading } from '../../states';
import { useSkuFloor } from '../../api/prices';

const percent = (fraction: string, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(Number(fraction));

/**
 * How a SKU's floor is made on each channel (or on one): cost, fixed fee, freight, then commission,
 * taxes and the minimum margin as shares of the floor itself.
 */
export function FloorBreakdown({ skuId, platform }: { skuId: string; platform: string | null }) {
  const { t, lang } = useI18n();
  const h = t.prices.heldList;
  const floor = useSkuFloor(skuId);
  if (floor.isPending) return <Loading />;
  if (floor.isError) return <ErrorState error={floor.error} onRetry={() => void floor.refetch()} />;
  const channels = floor.data.platforms.filter((p) => platform === null || p.platform === platform);
  const money = (value: string | number | null) => formatMoney(value === null ? null : Number(value), lang);
  return (
    <Stack gap={4} data-testid="floor-breakdown">
      {channels.length === 0 && <Text size="sm">{h.notConnected}</Text>}
      {channels.map((p) => (
        <Text size="sm" key={p.platform}>
          {p.breakdown
            ? h.breakdown({
                platform: p.platform,
                floor: money(p.floor),
                cost: money(p.breakdown.cost),
                fixedFee: money(p.breakdown.fixedFee),
                freight: money(p.breakdown.freight),
                commission: `${percent(p.breakdown.commission, lang)} = ${money(p.breakdown.commissionAmount)}`,
                tax: `${percent(p.breakdown.tax, lang)} = ${money(p.breakdown.taxAmount)}`,
                margin: `${percent(p.breakdown.minMargin, lang)} = ${money(p.breakdown.marginAmount)}`,
              })
            : p.reason === 'UNREACHABLE'
              ? h.unreachable(p.platform)
              : t.prices.guard.noFloorOn(p.platform)}
        </Text>
      ))}
    </Stack>
  );
}
