import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { ApiError } from './api';
import { useI18n } from './i18n';

export function Loading() {
  const { t } = useI18n();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text c="dimmed">{t.loading}</Text>
    </Center>
  );
}

/** A failure as a seller reads it: the service's own explanation, never a stack trace or a JSON dump. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useI18n();
  const problem = error instanceof ApiError ? error.problem : undefined;
  const serverSide = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
  return (
    <Alert color="red" title={problem?.title && !serverSide ? problem.title : t.errorTitle} role="alert">
      <Stack gap="xs">
        <Text size="sm">{serverSide ? t.unexpected : (problem?.detail ?? t.unexpected)}</Text>
        {problem?.requestId && (
          <Text size="xs" c="dimmed">
            {t.requestId}: {problem.requestId}
          </Text>
        )}
        {onRetry && (
          <div>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t.retry}
            </Button>
          </div>
        )}
      </Stack>
    </Alert>
  );
}

export function Empty({ children }: { children: string }) {
  return (
    <Center py="xl">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Center>
  );
}

/** An address the admin has no page for (an old bookmark, a mistyped link). */
export function NotFound() {
  const { t } = useI18n();
  return (
    <Stack>
      <Title order={1}>{t.notFoundTitle}</Title>
      <Alert color="blue" title={t.notFoundTitle}>
        {t.notFound}
      </Alert>
    </Stack>
  );
}

export function PageTitle({ children }: { children: string }) {
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
