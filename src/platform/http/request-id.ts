import type { IncomingMessage } from 'node:http';
import { newId } from '../ids.ts';

const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Echoes a caller's well-formed X-Request-Id; otherwise makes one. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && SAFE_ID.test(given)) return given;
  return newId('req');
}
