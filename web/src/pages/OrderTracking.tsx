import { useState } from 'react';
import { Alert, Text, TextInput } from '@mantine/core';
import type { Order } from '../api/orders';
import { FormModal } from '../dialogs';
import { useI18n } from '../i18n';
import { fieldErrors, refusalText } from '../problem';

export interface TrackingInput {
  carrier: string;
  code: string;
  url?: string;
}

/**
 * The tracking the seller types for a parcel sent with a carrier of their own (docs/decisions.md ORD-33),
 * filled with the one on file when correcting it. The fields the service refused are marked and its
 * reason shown in Portuguese.
 */
export function TrackingModal({
  order,
  opened,
  onClose,
  onConfirm,
  pending,
  error,
}: {
  order: Order;
  opened: boolean;
  onClose(): void;
  onConfirm(tracking: TrackingInput): void;
  pending: boolean;
  error: unknown;
}) {
  const { t } = useI18n();
  const [carrier, setCarrier] = useState(order.tracking?.carrier ?? '');
  const [code, setCode] = useState(order.tracking?.code ?? '');
  const [url, setUrl] = useState(order.tracking?.url ?? '');
  const invalid = fieldErrors(error, t);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t.orders.trackingTitle}
      onSubmit={() =>
        onConfirm({ carrier: carrier.trim(), code: code.trim(), ...(url.trim() ? { url: url.trim() } : {}) })
      }
      disabled={carrier.trim() === '' || code.trim() === ''}
      pending={pending}
      submitLabel={t.orders.trackingSave}
      cancelLabel={t.close}
    >
      {order.status === 'INVOICED' && (
        <Text size="sm" c="dimmed">
          {t.orders.trackingHelp}
        </Text>
      )}
      <TextInput
        label={t.orders.trackingCarrier}
        required
        maxLength={60}
        error={invalid.carrier}
        value={carrier}
        onChange={(e) => setCarrier(e.currentTarget.value)}
      />
      <TextInput
        label={t.orders.trackingCode}
        required
        maxLength={60}
        error={invalid.code}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
      />
      <TextInput
        type="url"
        label={t.orders.trackingUrl}
        maxLength={500}
        error={invalid.url}
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
      />
      {error !== null && (
        <Alert color="red" role="alert">
          {refusalText(error, t)}
        </Alert>
      )}
    </FormModal>
  );
}
