/** One refused field: `keyword` says what was refused (a JSON Schema keyword or a service rule). */
export interface ProblemIssue {
  field: string;
  message: string;
  keyword?: string;
  limit?: number;
  allowedValues?: unknown[];
  other?: string;
}

/** The service's problem+json (RFC 9457), as every /bffweb error answers it. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  requestId?: string;
  key?: string;
  reason?: string;
  /** The one field a domain refusal concerns (e.g. `variations[0].eans`). */
  field?: string;
  errors?: ProblemIssue[];
}

export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;
  constructor(status: number, problem: Problem) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
  }
}

export interface Session {
  sellerId: string;
  userId: string;
  roles: string[];
  csrfToken: string;
  expiresAt: string;
  email?: string;
}

let csrfToken: string | undefined;

/** The session's CSRF token, which every state-changing request carries (known once the session is read). */
export function sessionCsrfToken(): string | undefined {
  return csrfToken;
}

/** The service's login page; with `next`, it comes back to that admin address once logged in. */
export function loginUrl(lang: string, next?: string): string {
  const back = next && next !== '/' ? `&next=${encodeURIComponent(next)}` : '';
  return `/auth/login?lang=${encodeURIComponent(lang)}${back}`;
}

export async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  return send<T>(
    method,
    url,
    body === undefined ? undefined : { type: 'application/json', data: JSON.stringify(body) },
  );
}

/** A file as the request body (`type` is its media type), answered like `api`. */
export async function apiUpload<T>(url: string, file: Blob, type: string): Promise<T> {
  return send<T>('POST', url, { type, data: file });
}

async function send<T>(method: string, url: string, body?: { type: string; data: BodyInit }): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = body.type;
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, credentials: 'same-origin', body: body?.data });
  } catch {
    throw new ApiError(0, {});
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  const payload: unknown = type.includes('json') ? await response.json().catch(() => ({})) : {};
  if (!response.ok) throw new ApiError(response.status, payload as Problem);
  return payload as T;
}

/** Where the session is read: also its key among the answers the page came with (boot.ts). */
export const SESSION_URL = '/auth/session';

/** Takes `session` as the current one: its CSRF token goes with every state-changing request. */
export function adoptSession(session: Session): Session {
  csrfToken = session.csrfToken;
  return session;
}

export async function loadSession(): Promise<Session | null> {
  try {
    return adoptSession(await api<Session>('GET', SESSION_URL));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function logout(): Promise<void> {
  await api('POST', '/auth/logout');
  csrfToken = undefined;
}

export interface Page<T> {
  items: T[];
  page: { size: number; totalElements: number; totalPages: number; number: number };
}
