import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useLabelGroup, useLatestLabelGroup, useRequestLabel } from '../api/orders';
import { refusalText } from '../problem';
import { useI18n } from '../i18n';

/**
 * The order's shipping label: asked of the channel (a job does it), then followed every second until the
 * group settles; the file is a plain link the browser downloads with its session.
 */
export function OrderLabel({ order }: { order: { id: string; platform: string } }) {
  const { t } = useI18n();
  const [asked, setAsked] = useState<string | null>(null);
  // Reopened, the order shows the label it already has.
  const latest = useLatestLabelGroup(order.id);
  const groupId = asked ?? latest.data?.groupId ?? null;
  const request = useRequestLabel(order, setAsked);
  const group = useLabelGroup(groupId);
  const pkg = group.data?.packages.find((p) => p.orderId === order.id);
  const processing = groupId !== null && (group.isPending || group.data?.status === 'PROCESSING');

  return (
    <Stack gap={6} data-testid="order-label">
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          loading={request.isPending}
          disabled={processing}
          onClick={() => request.mutate()}
        >
          {groupId ? t.orders.labelAgain : t.orders.label}
        </Button>
        {processing && (
          <Group gap={6} role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t.orders.labelProcessing}</Text>
          </Group>
        )}
        {pkg?.status === 'GENERATED' && pkg.labelUrl && (
          <Anchor href={pkg.labelUrl} download size="sm">
            {t.orders.labelDownload(pkg.format ?? '')}
          </Anchor>
        )}
      </Group>
      {pkg?.status === 'REFUSED' && (
        <Alert color="red" role="alert">
          {t.orders.labelRefused(pkg.refusalReason ?? group.data?.error ?? '')}
        </Alert>
      )}
      {(request.isError || group.isError) && (
        <Alert color="red" role="alert">
          {refusalText(request.error ?? group.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
