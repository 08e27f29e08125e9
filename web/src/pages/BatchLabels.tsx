import { useState } from 'react';
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { labelBatchFileUrl, useLabelGroups, useRequestLabelBatch } from '../api/orders';
import { ChannelRefusal, refusalText } from '../problem';
import { useI18n } from '../i18n';

const FORMATS = ['ZPL', 'PDF'] as const;

/**
 * Labels of the ticked orders (docs/decisions.md WEB-82): asked of their channels at once (one group per
 * platform), followed until every group settles, then offered as one file per format; an order its
 * channel refused is listed with the channel's reason.
 */
export function BatchLabels({ orderIds }: { orderIds: readonly string[] }) {
  const { t } = useI18n();
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const request = useRequestLabelBatch(setGroupIds);
  const groups = useLabelGroups(groupIds);
  const processing =
    groupIds.length > 0 && (groups.isPending || groups.data?.some((g) => g.status === 'PROCESSING'));
  const packages =
    groups.data?.flatMap((group) => group.packages.map((pkg) => ({ ...pkg, error: group.error }))) ?? [];
  const counts = FORMATS.map(
    (format) =>
      [format, packages.filter((p) => p.status === 'GENERATED' && p.format === format).length] as const,
  ).filter(([, n]) => n > 0);
  const refused = packages.filter((p) => p.status === 'REFUSED');

  return (
    <Stack gap={6} data-testid="batch-labels">
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="default"
          disabled={orderIds.length === 0 || processing}
          loading={request.isPending}
          onClick={() => request.mutate([...orderIds])}
        >
          {t.orderWork.batchLabels(orderIds.length)}
        </Button>
        {processing && (
          <Group gap={6} role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t.orderWork.batchProcessing}</Text>
          </Group>
        )}
        {!processing &&
          counts.map(([format, n]) => (
            <Anchor key={format} href={labelBatchFileUrl(groupIds, format)} download size="sm">
              {t.orderWork.batchDownload(format, n)}
            </Anchor>
          ))}
      </Group>
      {!processing && groups.data && counts.length === 0 && (
        <Text size="sm" c="red.8">
          {t.orderWork.batchNone}
        </Text>
      )}
      {!processing && refused.length > 0 && (
        <List size="sm" data-testid="batch-labels-refused">
          {refused.map((pkg) => (
            <List.Item key={pkg.orderId}>
              <Text size="sm">{t.orderWork.batchRefused(pkg.marketplaceOrderId)}</Text>
              <ChannelRefusal text={pkg.refusalReason ?? pkg.error ?? ''} />
            </List.Item>
          ))}
        </List>
      )}
      {(request.isError || groups.isError) && (
        <Alert color="red" role="alert">
          {refusalText(request.error ?? groups.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
