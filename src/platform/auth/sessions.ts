import { and, eq, gt, lt } from 'drizzle-orm';
import type { Runtime } from '../runtime.ts';
import { authWebSessions } from './auth.tables.ts';
import { randomToken, secretsEqual, sha256 } from './passwords.ts';

export const SESSION_COOKIE = 'feira_session';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface WebSession {
  sellerId: string;
  userId: string;
  roles: string[];
  csrfToken: string;
  expiresAt: string;
}

/** The attributes of the session cookie: httpOnly and SameSite=Lax, Secure behind HTTPS. */
export function sessionCookie(value: string, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Starts a web session; returns the cookie token (only its hash is stored) and the session. */
export async function createSession(
  rt: Runtime,
  user: { sellerId: string; userId: string; roles: string[] },
): Promise<{ token: string; session: WebSession }> {
  const token = randomToken();
  const now = Date.now();
  const session: WebSession = {
    sellerId: user.sellerId,
    userId: user.userId,
    roles: user.roles,
    csrfToken: randomToken(),
    expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
  };
  await rt.database.db.insert(authWebSessions).values({
    id: sha256(token),
    ...session,
    createdAt: new Date(now).toISOString(),
  });
  return { token, session };
}

export async function findSession(rt: Runtime, token: string): Promise<WebSession | undefined> {
  const [row] = await rt.database.db
    .select()
    .from(authWebSessions)
    .where(
      and(eq(authWebSessions.id, sha256(token)), gt(authWebSessions.expiresAt, new Date().toISOString())),
    );
  if (!row) return undefined;
  return {
    sellerId: row.sellerId,
    userId: row.userId,
    roles: row.roles,
    csrfToken: row.csrfToken,
    expiresAt: row.expiresAt,
  };
}

export async function destroySession(rt: Runtime, token: string): Promise<void> {
  await rt.database.db.delete(authWebSessions).where(eq(authWebSessions.id, sha256(token)));
}

export function csrfMatches(session: WebSession, given: string | string[] | undefined): boolean {
  return typeof given === 'string' && secretsEqual(given, session.csrfToken);
}

export async function purgeExpiredSessions(rt: Runtime): Promise<void> {
  await rt.database.db.delete(authWebSessions).where(lt(authWebSessions.expiresAt, new Date().toISOString()));
}
