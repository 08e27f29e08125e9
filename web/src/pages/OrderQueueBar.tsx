import { Badge, Button, Group } from '@mantine/core';
import { useDashboard } from '../api/dashboard';
import { useI18n } from '../i18n';
import { orderQueues, queueCount, type OrderQueue } from '../orderQueues';

const REFRESH_MS = 30_000;

/** The day's queues as toggle buttons with their counts; "Todos" shows every order. */
export function OrderQueueBar({
  value,
  onChange,
}: {
  value: OrderQueue | null;
  onChange: (queue: OrderQueue | null) => void;
}) {
  const { t } = useI18n();
  const w = t.orderWork;
  const board = useDashboard(REFRESH_MS);
  const button = (queue: OrderQueue | null) => {
    const label = queue ? w.queues[queue] : w.all;
    const count = queue && board.data ? queueCount(board.data, queue) : null;
    const active = value === queue;
    return (
      <Button
        key={queue ?? 'all'}
        size="compact-sm"
        variant={active ? 'filled' : 'default'}
        aria-pressed={active}
        title={queue ? w.queueHelp[queue] : undefined}
        data-testid={`queue-${queue ?? 'ALL'}`}
        onClick={() => onChange(queue)}
        rightSection={
          count !== null && (
            <Badge
              size="sm"
              variant={active ? 'white' : 'light'}
              color={queue === 'LATE' || queue === 'PROBLEM' ? 'red' : 'blue'}
            >
              {count}
            </Badge>
          )
        }
      >
        {label}
      </Button>
    );
  };
  return (
    <Group gap="xs" role="group" aria-label={w.queueFilter}>
      {button(null)}
      {orderQueues.map(button)}
    </Group>
  );
}
