import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Order } from '../api/orders';
import { formatDateTime } from '../format';
import { useI18n } from '../i18n';

/** Statuses in which the parcel has not left yet: only then is a passed ship-by "late". */
const waitingToShip = new Set<Order['status']>(['PAID', 'INVOICED']);

function addressLines(address: NonNullable<Order['shippingAddress']>): string[] {
  const street = [address.street, address.number, address.complement].filter(Boolean).join(', ');
  const city = [address.neighborhood, address.city, address.state].filter(Boolean).join(' · ');
  return [street, city, address.postalCode ?? ''].filter((line) => line !== '');
}

/** What the seller needs to ship the order: the deadline, the tracking once dispatched, who buys and where it goes. */
export function OrderShipping({ order }: { order: Order }) {
  const { t, lang } = useI18n();
  const w = t.orderWork;
  const late =
    order.shipBy !== undefined && waitingToShip.has(order.status) && new Date(order.shipBy) < new Date();
  const buyer = order.customer;
  const address = order.shippingAddress;
  return (
    <Stack gap="xs" data-testid="order-shipping">
      <Title order={3} size="h5">
        {w.shipping}
      </Title>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {w.shipBy}:
        </Text>
        {order.shipBy ? (
          <Text size="sm" data-testid="order-ship-by">
            {formatDateTime(order.shipBy, lang)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {w.noShipBy}
          </Text>
        )}
        {late && (
          <Badge color="red" variant="light">
            {w.late}
          </Badge>
        )}
      </Group>
      {order.tracking && (
        <Group gap="xs" data-testid="order-tracking">
          <Text size="sm" fw={600}>
            {w.tracking}:
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {order.tracking.code}
            {order.tracking.carrier ? ` · ${order.tracking.carrier}` : ''}
          </Text>
          {order.tracking.url && (
            <Anchor size="sm" href={order.tracking.url} target="_blank" rel="noopener noreferrer">
              {w.followParcel}
            </Anchor>
          )}
        </Group>
      )}
      {buyer || address ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {buyer && (
            <Stack gap={0} data-testid="order-buyer">
              <Text size="sm" fw={600}>
                {w.buyer}
              </Text>
              {buyer.name && <Text size="sm">{buyer.name}</Text>}
              {buyer.document && (
                <Text size="sm">
                  {w.document}: {buyer.document}
                </Text>
              )}
              {buyer.email && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {w.email}: {buyer.email}
                </Text>
              )}
              {buyer.phone && (
                <Text size="sm">
                  {w.phone}: {buyer.phone}
                </Text>
              )}
            </Stack>
          )}
          {address && (
            <Stack gap={0} data-testid="order-address">
              <Text size="sm" fw={600}>
                {w.address}
              </Text>
              {addressLines(address).map((line) => (
                <Text size="sm" key={line}>
                  {line}
                </Text>
              ))}
            </Stack>
          )}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {w.noBuyer}
        </Text>
      )}
    </Stack>
  );
}
