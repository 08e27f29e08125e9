import { isIP } from 'node:net';
import path from 'node:path';
import { StartupError } from './platform/startup-error.ts';
import { bool, int, type VariableSpec } from './platform/config-namespace.ts';
import { channelSettings } from './modules/marketplaces/index.ts';

/**
 * Every environment variable the service reads, with its default, in one place.
 * The README's configuration table is checked against `configVariables` by a test.
 */
export interface Config {
  port: number;
  host: string;
  /**
   * Which peers' `X-Forwarded-For`/`-Proto`/`-Host` are believed: addresses and CIDRs (proxy-addr's
   * names `loopback`, `linklocal`, `uniquelocal` too), a hop count, or false for none (SEC-43).
   */
  trustedProxies: string[] | number | false;
  /** Origins a browser may call with credentials (cookies); the public URL's origin always may (SEC-45). */
  corsOrigins: string[];
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections of each process's main PostgreSQL pool (its other pools are small and fixed). */
  databasePoolMax: number;
  eanListWrites: boolean;
  allowInsecureWebhooks: boolean;
  forceHttps: boolean;
  adminClientId: string | undefined;
  adminClientSecret: string | undefined;
  bodyLimitBytes: number;
  /** Longest an upload may take; one unfinished by then (its process died) ends FAILED. */
  uploadSeconds: number;
  /** How long a webhook delivery's claim holds it; past it, a crashed worker's deliveries are attempted again. */
  webhookLeaseSeconds: number;
  logLevel: string;
  demo: boolean;
  postalApiUrl: string;
  aggregatorApiUrl: string;
  /** The settings each channel declares for itself, by namespace (`configNamespace`, read back with its `of`). */
  namespaces: Readonly<Record<string, unknown>>;
  /** The key that seals secrets at rest; unset uses the data directory's key file. */
  secretsKey: string | undefined;
  /** Keys a rotation is moving away from: they still open, never seal. */
  secretsKeyPrevious: string[];
  /** Whether this process keeps metrics of its requests and serves `/actuator/prometheus`. */
  metrics: boolean;
  /** A static bearer token Prometheus may scrape `/actuator/prometheus` with (besides admin tokens). */
  metricsToken: string | undefined;
  /** Where a worker serves its own `/actuator/prometheus` (workers have no API); unset: not served. */
  metricsPort: number | undefined;
  /** OTLP/HTTP collector traces go to; unset: tracing is off. */
  otlpEndpoint: string | undefined;
  /** How long a stopping process lets in-flight requests and jobs finish. */
  shutdownTimeoutMs: number;
  /** Days the change history keeps an entry; 0 keeps every entry. */
  auditRetentionDays: number;
  /** Days a relayed event stays in the outbox; 0 keeps every event. */
  outboxRetentionDays: number;
  /** Public freight quotes per second per seller and address, and outside asks per seller (FRT-26); 0: no limit. */
  quoteRatePerSecond: number;
}

const coreVariables: VariableSpec[] = [
  { name: 'PORT', default: '8080', description: 'HTTP port of the API' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description: 'Interface the API listens on; `0.0.0.0` in a container or behind a proxy on another host',
  },
  {
    name: 'FEIRA_TRUSTED_PROXIES',
    default: 'loopback',
    description:
      'Proxies whose `X-Forwarded-*` headers are believed: comma-separated addresses or CIDRs, a hop count, or `none`',
  },
  {
    name: 'FEIRA_CORS_ORIGINS',
    default: '(unset)',
    description: "Comma-separated origins browsers may call with cookies, besides FEIRA_PUBLIC_URL's own",
  },
  {
    name: 'FEIRA_PUBLIC_URL',
    default: 'http://localhost:$PORT',
    description: 'Address clients see (OAuth issuer, HAL links, Location headers)',
  },
  { name: 'FEIRA_DATA_DIR', default: './data', description: 'Where the embedded PGlite database is stored' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection string; unset uses PGlite',
  },
  {
    name: 'DATABASE_POOL_MAX',
    default: '20',
    description:
      "Connections of each process's main PostgreSQL pool (api and workers together stay under max_connections)",
  },
  {
    name: 'FEIRA_EAN_LIST_WRITES',
    default: 'true',
    description: 'Whether `eans` lists are written',
  },
  {
    name: 'FEIRA_ALLOW_INSECURE_WEBHOOKS',
    default: 'false',
    description: 'Allow plain HTTP and private/loopback webhook and quote URLs (tests, development)',
  },
  {
    name: 'FEIRA_FORCE_HTTPS',
    default: 'false',
    description: 'Redirect plain HTTP (301) to HTTPS on the host of FEIRA_PUBLIC_URL',
  },
  {
    name: 'FEIRA_ADMIN_CLIENT_ID',
    default: '(generated)',
    description: 'Client id of the bootstrap admin app',
  },
  {
    name: 'FEIRA_ADMIN_CLIENT_SECRET',
    default: '(generated)',
    description: 'Secret of the bootstrap admin app (at least 32 characters)',
  },
  {
    name: 'FEIRA_SECRETS_KEY',
    default: '(data dir file)',
    description: 'Key sealing secrets at rest (32 bytes, base64); required with DATABASE_URL in production',
  },
  {
    name: 'FEIRA_SECRETS_KEY_PREVIOUS',
    default: '(unset)',
    description: 'Comma-separated keys still accepted for reading during a rotation',
  },
  { name: 'FEIRA_BODY_LIMIT', default: '10485760', description: 'Largest request body accepted, in bytes' },
  {
    name: 'FEIRA_WEBHOOK_LEASE_SECONDS',
    default: '120',
    description:
      "How long a webhook delivery's claim holds it (20 at least); a process that died mid-delivery has its deliveries attempted again after it",
  },
  {
    name: 'FEIRA_UPLOAD_SECONDS',
    default: '900',
    description:
      'Longest a catalog file upload may take; an upload cut off (its process died) ends FAILED after it',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level' },
  {
    name: 'FEIRA_DEMO',
    default: 'false',
    description: 'Create a demo seller with sample data on first start',
  },
  {
    name: 'FEIRA_POSTAL_API_URL',
    default: 'https://api.correios.com.br',
    description: 'Base URL of the postal carrier API used by freight quotes',
  },
  {
    name: 'FEIRA_AGGREGATOR_API_URL',
    default: 'https://www.melhorenvio.com.br',
    description: 'Base URL of the multi-carrier freight aggregator API',
  },
  {
    name: 'FEIRA_METRICS',
    default: 'true',
    description: 'Keep Prometheus metrics and serve `/actuator/prometheus`',
  },
  {
    name: 'FEIRA_METRICS_TOKEN',
    default: '(unset)',
    description: 'Bearer token Prometheus scrapes `/actuator/prometheus` with; admin tokens work too',
  },
  {
    name: 'FEIRA_METRICS_PORT',
    default: '(unset)',
    description: '`feira worker` only: port of its own `/actuator/prometheus` (needs FEIRA_METRICS_TOKEN)',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: '(unset)',
    description: 'OTLP/HTTP collector for traces (`{endpoint}/v1/traces`); unset: tracing off',
  },
  { name: 'OTEL_SERVICE_NAME', default: 'feira', description: 'Service name on the traces' },
  {
    name: 'FEIRA_SHUTDOWN_TIMEOUT',
    default: '30000',
    description: 'Milliseconds a stopping process gives in-flight requests and jobs to finish',
  },
  {
    name: 'FEIRA_AUDIT_RETENTION_DAYS',
    default: '365',
    description:
      'Days the change history keeps an entry (an hourly job deletes older ones); 0 keeps them all',
  },
  {
    name: 'FEIRA_OUTBOX_RETENTION_DAYS',
    default: '7',
    description:
      'Days a relayed event stays in the outbox (an hourly job deletes older ones); 0 keeps them all',
  },
  {
    name: 'FEIRA_QUOTE_RATE_PER_SECOND',
    default: '10',
    description:
      "Public freight quotes per second per seller and caller address, and calls to a seller's quote sources (bursts of twice as many); 0: no limit",
  },
];

/** The service's own variables, then each channel's namespace (declared in the channel's folder). */
export const configVariables: VariableSpec[] = [
  ...coreVariables,
  ...channelSettings.flatMap((namespace) => namespace.variables),
];

/** The names proxy-addr knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or an address with a prefix length or an IPv4 netmask, as proxy-addr takes them. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (family === 4 && isIP(range) === 4) return true;
  const bits = Number(range);
  return /^\d{1,3}$/.test(range) && bits <= (family === 4 ? 32 : 128);
}

function trustedProxies(value: string | undefined): Config['trustedProxies'] {
  const given = value?.trim() || 'loopback';
  if (given === 'none') return false;
  if (/^\d+$/.test(given)) return int('FEIRA_TRUSTED_PROXIES', given, 0, 100) || false;
  const entries = given
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new StartupError(
      `FEIRA_TRUSTED_PROXIES: "${bad}" is not an address, a CIDR or one of loopback, linklocal, uniquelocal`,
    );
  }
  return entries;
}

function corsOrigins(value: string | undefined, publicUrl: string): string[] {
  const own = URL.parse(publicUrl)?.origin;
  const origins = new Set(own ? [own] : []);
  for (const entry of (value ?? '').split(',').map((e) => e.trim().replace(/\/+$/, ''))) {
    if (!entry) continue;
    const parsed = URL.parse(entry);
    // An origin is scheme, host and port only: `*`, `null` and paths would widen it past what was meant.
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== entry) {
      throw new StartupError(
        `FEIRA_CORS_ORIGINS: "${entry}" is not an origin (scheme://host[:port], no path, no wildcard)`,
      );
    }
    origins.add(entry);
  }
  return [...origins];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = int('PORT', env.PORT, 8080, 65_535);
  // Checked here, before anything opens: one of the two alone is a typo, not a choice.
  if (Boolean(env.FEIRA_ADMIN_CLIENT_ID) !== Boolean(env.FEIRA_ADMIN_CLIENT_SECRET)) {
    throw new StartupError('set both FEIRA_ADMIN_CLIENT_ID and FEIRA_ADMIN_CLIENT_SECRET, or neither');
  }
  const publicUrl = (env.FEIRA_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const config: Config = {
    port,
    host: env.HOST || '127.0.0.1',
    trustedProxies: trustedProxies(env.FEIRA_TRUSTED_PROXIES),
    publicUrl,
    corsOrigins: corsOrigins(env.FEIRA_CORS_ORIGINS, publicUrl),
    dataDir: path.resolve(env.FEIRA_DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: Math.max(1, int('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 20, 1000)),
    eanListWrites: bool(env.FEIRA_EAN_LIST_WRITES, true),
    allowInsecureWebhooks: bool(env.FEIRA_ALLOW_INSECURE_WEBHOOKS, false),
    forceHttps: bool(env.FEIRA_FORCE_HTTPS, false),
    adminClientId: env.FEIRA_ADMIN_CLIENT_ID || undefined,
    adminClientSecret: env.FEIRA_ADMIN_CLIENT_SECRET || undefined,
    bodyLimitBytes: int('FEIRA_BODY_LIMIT', env.FEIRA_BODY_LIMIT, 10 * 1024 * 1024),
    uploadSeconds: Math.max(1, int('FEIRA_UPLOAD_SECONDS', env.FEIRA_UPLOAD_SECONDS, 900, 86_400)),
    // At least the attempt's timeout and the margin an outcome needs to be recorded under its lease.
    webhookLeaseSeconds: Math.max(
      20,
      int('FEIRA_WEBHOOK_LEASE_SECONDS', env.FEIRA_WEBHOOK_LEASE_SECONDS, 120, 3600),
    ),
    logLevel: env.LOG_LEVEL || 'info',
    demo: bool(env.FEIRA_DEMO, false),
    postalApiUrl: env.FEIRA_POSTAL_API_URL || 'https://api.correios.com.br',
    aggregatorApiUrl: env.FEIRA_AGGREGATOR_API_URL || 'https://www.melhorenvio.com.br',
    namespaces: Object.fromEntries(channelSettings.map((namespace) => [namespace.key, namespace.load(env)])),
    secretsKey: env.FEIRA_SECRETS_KEY || undefined,
    secretsKeyPrevious: (env.FEIRA_SECRETS_KEY_PREVIOUS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    metrics: bool(env.FEIRA_METRICS, true),
    metricsToken: env.FEIRA_METRICS_TOKEN || undefined,
    metricsPort: env.FEIRA_METRICS_PORT
      ? int('FEIRA_METRICS_PORT', env.FEIRA_METRICS_PORT, 0, 65_535)
      : undefined,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    shutdownTimeoutMs: int('FEIRA_SHUTDOWN_TIMEOUT', env.FEIRA_SHUTDOWN_TIMEOUT, 30_000),
    auditRetentionDays: int('FEIRA_AUDIT_RETENTION_DAYS', env.FEIRA_AUDIT_RETENTION_DAYS, 365, 36_500),
    outboxRetentionDays: int('FEIRA_OUTBOX_RETENTION_DAYS', env.FEIRA_OUTBOX_RETENTION_DAYS, 7, 36_500),
    quoteRatePerSecond: int('FEIRA_QUOTE_RATE_PER_SECOND', env.FEIRA_QUOTE_RATE_PER_SECOND, 10, 100_000),
  };
  // A namespace given in `overrides` replaces that namespace only.
  return { ...config, ...overrides, namespaces: { ...config.namespaces, ...overrides.namespaces } };
}
