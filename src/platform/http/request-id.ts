import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { newId } from '../ids.ts';

const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * The id the service records a request under (logs, the change history, problem bodies): always its
 * own. A caller's X-Request-Id is only echoed back (`echoedRequestId`) and logged beside it, never
 * recorded as ours: it could name anything, an import's id included (SEC-47).
 */
export function requestIdFor(_request: IncomingMessage): string {
  return newId('req');
}

/** The caller's well-formed X-Request-Id, or undefined. */
export function callerRequestId(headers: IncomingHttpHeaders): string | undefined {
  const given = headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : undefined;
}

/** What the answer's X-Request-Id says: the caller's own id when it sent one, else ours. */
export function echoedRequestId(headers: IncomingHttpHeaders, id: string): string {
  return callerRequestId(headers) ?? id;
}
