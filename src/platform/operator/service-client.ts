import type { Config } from '../../config.ts';
import { DataDirHeldError } from '../db/data-dir-lock.ts';
import type { Runtime } from '../runtime.ts';
import { createRuntime, stopRuntime } from '../runtime-lifecycle.ts';
import { readOperatorEndpoint, type OperatorEndpoint } from './endpoint.ts';

/** A problem+json answer of the running service, told to the operator as `code: detail`. */
export class ServiceProblem extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, detail: string) {
    super(detail);
    this.status = status;
    this.code = code;
  }
}

/** Calls to the running service's API as its local operator client (an admin token). */
export class ServiceClient {
  readonly endpoint: OperatorEndpoint;
  private readonly token: string;
  private constructor(endpoint: OperatorEndpoint, token: string) {
    this.endpoint = endpoint;
    this.token = token;
  }

  static async connect(endpoint: OperatorEndpoint): Promise<ServiceClient> {
    const basic = Buffer.from(
      `${encodeURIComponent(endpoint.clientId)}:${encodeURIComponent(endpoint.clientSecret)}`,
    ).toString('base64');
    const response = await fetch(`${endpoint.url}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${basic}`,
        ...LOCAL_HEADERS,
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) {
      throw new ServiceProblem(
        response.status,
        'operator-login-failed',
        `the running service (pid ${endpoint.pid}) refused its local operator client: ${await response.text()}`,
      );
    }
    return new ServiceClient(endpoint, ((await response.json()) as { access_token: string }).access_token);
  }

  /** A request with the admin token; a problem answer (4xx/5xx) throws `ServiceProblem`. */
  async send(method: string, path: string, init: { body?: BodyInit; type?: string } = {}): Promise<Response> {
    const response = await fetch(`${this.endpoint.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(init.type ? { 'content-type': init.type } : {}),
        ...LOCAL_HEADERS,
      },
      body: init.body,
      // Node's fetch sends a stream body only half-duplex, and wants to be told so.
      ...(init.body === undefined ? {} : { duplex: 'half' }),
    });
    if (response.ok) return response;
    const text = await response.text();
    let problem: { type?: string; detail?: string } = {};
    try {
      problem = JSON.parse(text) as typeof problem;
    } catch {
      // not problem+json: the text itself is the detail
    }
    const code = problem.type?.split('/').pop() ?? `http-${response.status}`;
    throw new ServiceProblem(response.status, code, problem.detail ?? text);
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, {
      ...(body === undefined ? {} : { body: JSON.stringify(body), type: 'application/json' }),
    });
    return (await response.json()) as T;
  }
}

/**
 * The service's loopback address is reached over plain HTTP; with FEIRA_FORCE_HTTPS it would be
 * redirected, so the client says what a TLS-terminating proxy in front of it would say.
 */
const LOCAL_HEADERS = { 'x-forwarded-proto': 'https' };

/** How long a command waits for a service that holds the directory but does not listen yet. */
const STARTING_SERVICE_WAIT_MS = 60_000;

async function endpointOf(error: DataDirHeldError): Promise<OperatorEndpoint> {
  const { dataDir, holder } = error;
  const deadline = Date.now() + (holder.command.startsWith('feira start') ? STARTING_SERVICE_WAIT_MS : 0);
  for (;;) {
    const endpoint = readOperatorEndpoint(dataDir);
    if (endpoint?.pid === holder.pid) return endpoint;
    if (Date.now() >= deadline) throw error;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Runs an operator command where the data is: on the configured database (PostgreSQL, or the
 * embedded directory when no process holds it) with `local`, or through the running service that
 * holds the embedded directory with `remote`. Any other holder (a `feira migrate`, another command)
 * refuses with `DataDirHeldError`.
 */
export async function onDatabaseOrService<T>(
  config: Config,
  local: (rt: Runtime) => Promise<T>,
  remote: (client: ServiceClient) => Promise<T>,
): Promise<T> {
  let rt: Runtime;
  try {
    rt = await createRuntime({ config, role: 'api' });
  } catch (error) {
    if (!(error instanceof DataDirHeldError)) throw error;
    return remote(await ServiceClient.connect(await endpointOf(error)));
  }
  try {
    return await local(rt);
  } finally {
    await stopRuntime(rt);
  }
}
