import { Alert, List, Text } from '@mantine/core';
import { ApiError } from './api';
import { useI18n } from './i18n';

/** Field errors of a problem+json (`errors[].field`), by field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.problem.errors ?? []) out[issue.field] ??= issue.message;
  return out;
}

/** A refused request in the seller's words: the service's explanation of a 4xx, else `fallback` (5xx, no connection). */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;
}

/**
 * A refused write as a seller reads it: the service's explanation of a 4xx and its field messages; a
 * 5xx or a lost connection only as "try again" (never a stack trace or a JSON dump).
 */
export function ProblemAlert({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useI18n();
  const clientSide = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const issues = clientSide ? (error.problem.errors ?? []) : [];
  return (
    <Alert color="red" role="alert" data-testid={testId} title={clientSide ? error.problem.title : undefined}>
      <Text size="sm">{clientSide ? error.message : t.unexpected}</Text>
      {issues.length > 0 && (
        <List size="sm" mt="xs">
          {issues.slice(0, 20).map((issue, i) => (
            <List.Item key={i}>
              {issue.field ? `${issue.field}: ` : ''}
              {issue.message}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
