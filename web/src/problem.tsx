import { Alert, List, Text } from '@mantine/core';
import { ApiError } from './api';
import { useI18n, type Dict } from './i18n';

const PROBLEM_BASE = '/problems/';

/** The problem type's code (`https://feira.dev/problems/ad-already-exists` → `ad-already-exists`). */
function problemCode(error: ApiError): string | undefined {
  const type = error.problem.type ?? '';
  const at = type.lastIndexOf(PROBLEM_BASE);
  return at >= 0 ? type.slice(at + PROBLEM_BASE.length) : undefined;
}

/**
 * A field path of the API as the seller reads it: `variations[0].eans` → `variação 1 › eans`. Paths
 * never carry ids, only positions and names.
 */
function fieldLabel(field: string, t: Dict): string {
  return field
    .replace(/^\//, '')
    .replace(
      /variations\[(\d+)\]\.?/g,
      (_m, i: string) => `${t.catalog.variation.toLowerCase()} ${Number(i) + 1} › `,
    )
    .replace(/\[(\d+)\]/g, (_m, i: string) => ` ${Number(i) + 1}`)
    .replace(/ › $/, '')
    .replace(/[./]/g, ' › ');
}

/** Field errors of a problem+json (`errors[].field`, or the one `field` of a domain refusal), by field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.problem.errors ?? []) out[issue.field] ??= issue.message;
  return out;
}

/**
 * A refused request in the seller's language: each problem type of the API has its own text (and the
 * EAN rule's reason where it names one), the field it concerns, never the service's English detail
 * with its internal ids. Anything else reads "try again", with the request id for support.
 */
export function refusalText(error: unknown, t: Dict): string {
  if (!(error instanceof ApiError)) return t.problems.generic;
  const code = problemCode(error);
  const known = error.status >= 400 && error.status < 500 && code ? t.problems.types[code] : undefined;
  if (!known) {
    return error.problem.requestId ? t.problems.genericWithId(error.problem.requestId) : t.problems.generic;
  }
  // A marketplace's refusal carries the marketplace's own words (Mercado Livre writes them in
  // Portuguese): shown as they are, since they say what to fix.
  if (code === 'channel-refused' && error.problem.detail) return `${known}: ${error.problem.detail}`;
  const reason = error.problem.reason ? t.eanReasons[error.problem.reason] : undefined;
  const field = error.problem.field ? ` ${t.problems.onField(fieldLabel(error.problem.field, t))}` : '';
  return `${reason ?? known}${field}`;
}

/**
 * A refused write as a seller reads it: the problem's text in their language and the fields it
 * concerns; a 5xx or a lost connection only as "try again" (never a stack trace or a JSON dump).
 */
export function ProblemAlert({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useI18n();
  const clientSide = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const issues = clientSide ? (error.problem.errors ?? []) : [];
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      <Text size="sm">{refusalText(error, t)}</Text>
      {issues.length > 0 && (
        <List size="sm" mt="xs">
          {issues.slice(0, 20).map((issue, i) => (
            <List.Item key={i}>
              {issue.field ? `${fieldLabel(issue.field, t)}: ` : ''}
              {t.problems.invalidValue}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
