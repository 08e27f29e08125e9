import { Alert, List, Text } from '@mantine/core';
import { ApiError } from './api';
import { useI18n, type Dict } from './i18n';
import { channelRefusalText, fieldLabel, issueText } from './problemWording';

const PROBLEM_BASE = '/problems/';

/** The problem type's code (`https://feira.dev/problems/ad-already-exists` → `ad-already-exists`). */
function problemCode(error: ApiError): string | undefined {
  const type = error.problem.type ?? '';
  const at = type.lastIndexOf(PROBLEM_BASE);
  return at >= 0 ? type.slice(at + PROBLEM_BASE.length) : undefined;
}

/**
 * Field errors of a problem+json (`errors[].field` such as `variations[0].sku`), by field, each in the
 * seller's words (what was refused, by its keyword); the service's English message is not shown.
 */
export function fieldErrors(error: unknown, t: Dict): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.problem.errors ?? []) out[issue.field] ??= issueText(issue, t);
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
  // A marketplace's refusal: in the seller's words where Feira knows it, always with the channel's
  // own text, which says what to fix and is what the channel's help reads.
  if (code === 'channel-refused' && error.problem.detail) {
    const refusal = channelRefusalText(error.problem.detail, t);
    return [`${known}:`, refusal.known, refusal.original].filter(Boolean).join(' ');
  }
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
              {issueText(issue, t)}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** A channel's refusal kept on an ad (its last error): the seller's words where known, the channel's text below. */
export function ChannelRefusal({ text }: { text: string }) {
  const { t } = useI18n();
  const refusal = channelRefusalText(text, t);
  return (
    <div data-testid="channel-refusal">
      {refusal.known && (
        <Text size="xs" c="red.9">
          {refusal.known}
        </Text>
      )}
      <Text size="xs" c={refusal.known ? 'dimmed' : 'red.9'}>
        {refusal.original}
      </Text>
    </div>
  );
}
