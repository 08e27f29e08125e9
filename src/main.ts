#!/usr/bin/env -S node --max-semi-space-size=16
import { loadConfig } from './config.ts';
import { startService, startupBanner } from './server.ts';
import { openDatabase } from './platform/db/connection.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { createRuntime, stopRuntime } from './platform/runtime.ts';
import { setupModules } from './app.ts';
import { parseArgs } from 'node:util';
import { systemCtx } from './platform/context.ts';
import { KeyStore } from './platform/auth/index.ts';
import { rotateSecrets } from './platform/secrets/rotate.ts';
import { DomainError } from './platform/http/errors.ts';
import { createApp, createSeller } from './modules/sellers/index.ts';
import { exportCommand, importCommand } from './modules/catalog/index.ts';

const usage = `Usage: feira <command>

Commands:
  start      API and workers in one process (embedded PGlite unless DATABASE_URL is set)
  api        HTTP API only (use with DATABASE_URL; scale horizontally)
  worker     event consumers, jobs, schedulers (use with DATABASE_URL; scale horizontally)
  migrate    apply database migrations and exit

Operator commands (print JSON):
  seller create --name NAME [--sandbox]
  app create --name NAME [--seller SELLER_ID] --scopes "product:edit price:edit"
             [--grant client_credentials|authorization_code]... [--redirect-uri URI]... [--public] [--admin]
  keys rotate   new signing key; the previous one stays published until its tokens expire
  secrets rotate  re-seal every secret at rest under the current FEIRA_SECRETS_KEY (or, with the
                data directory's key file, under a newly generated key); stop the embedded service first

Catalog (progress on stderr; with the embedded database, stop the service first):
  import products FILE --seller SELLER_ID [--errors REPORT.csv]
             CSV or XLSX; exit 0 all rows written, 3 some rows invalid (report in FILE.errors.csv), 1 failed
  export products --seller SELLER_ID [--delimiter ";"] [FILE]   the catalog as CSV (stdout without FILE)
`;

async function serve(role: 'all' | 'api' | 'worker', argv: string[]): Promise<void> {
  const config = loadConfig(process.env, argv.includes('--demo') ? { demo: true } : {});
  if (role !== 'all' && !config.databaseUrl) {
    console.error(`feira ${role} needs DATABASE_URL: split roles share one PostgreSQL.`);
    process.exit(2);
  }
  const service = await startService(config, role);
  console.log(startupBanner(config, service));
  let signals = 0;
  const shutdown = (signal: string) => {
    signals++;
    if (signals > 1) process.exit(1);
    service.rt.log.info({ signal }, 'shutting down');
    service.stop().then(
      () => process.exit(0),
      (error) => {
        service.rt.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

async function migrate(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  // pg-boss installs its own schema on start; doing it here keeps the first api start quick.
  const rt = await createRuntime({ config, role: 'api', database, migrate: false });
  setupModules(rt);
  await rt.jobs.start();
  await stopRuntime(rt);
  console.log('migrations applied');
}

/** Runs an operator command against the configured database (migrated first) and prints its result. */
async function operate(
  action: (rt: Awaited<ReturnType<typeof createRuntime>>) => Promise<unknown>,
): Promise<void> {
  const rt = await createRuntime({ config: loadConfig(), role: 'api' });
  try {
    console.log(JSON.stringify(await action(rt), null, 2));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(`${error.code}: ${error.message}`);
    process.exitCode = 2;
  } finally {
    await stopRuntime(rt);
  }
}

async function sellerCommand(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, sandbox: { type: 'boolean', default: false } },
  });
  if (positionals[0] !== 'create' || !values.name)
    throw new Error(`usage: feira seller create --name NAME [--sandbox]`);
  const name = values.name;
  return operate((rt) => createSeller(systemCtx(rt, null, 'cli'), { name, sandbox: values.sandbox }));
}

async function appCommand(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      seller: { type: 'string' },
      scopes: { type: 'string', default: '' },
      grant: { type: 'string', multiple: true },
      'redirect-uri': { type: 'string', multiple: true },
      public: { type: 'boolean', default: false },
      admin: { type: 'boolean', default: false },
    },
  });
  if (positionals[0] !== 'create' || !values.name) {
    throw new Error('usage: feira app create --name NAME [--seller ID] --scopes "a b" [--grant G]...');
  }
  const input = {
    name: values.name,
    sellerId: values.seller,
    grantTypes: values.grant ?? ['client_credentials'],
    scopes: values.scopes.split(/[\s,]+/).filter(Boolean),
    redirectUris: values['redirect-uri'] ?? [],
    public: values.public,
    roles: values.admin ? ['ROLE_ADMIN'] : [],
  };
  return operate((rt) => createApp(systemCtx(rt, null, 'cli'), input));
}

async function keysCommand(argv: string[]): Promise<void> {
  if (argv[0] !== 'rotate') throw new Error('usage: feira keys rotate');
  return operate(async (rt) => {
    const keys = new KeyStore(rt.database, rt.secrets);
    await keys.load();
    const key = await keys.rotate();
    return { activeKid: key.kid, published: keys.published.map((k) => k.kid) };
  });
}

async function secretsCommand(argv: string[]): Promise<void> {
  if (argv[0] !== 'rotate') throw new Error('usage: feira secrets rotate');
  return operate((rt) => {
    // The modules declare which of their columns hold secrets.
    setupModules(rt);
    return rotateSecrets(rt);
  });
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'start':
      return serve('all', rest);
    case 'api':
      return serve('api', rest);
    case 'worker':
      return serve('worker', rest);
    case 'migrate':
      return migrate();
    case 'seller':
      return sellerCommand(rest);
    case 'app':
      return appCommand(rest);
    case 'keys':
      return keysCommand(rest);
    case 'secrets':
      return secretsCommand(rest);
    case 'import':
      return importCommand(rest);
    case 'export':
      return exportCommand(rest);
    case undefined:
    case 'help':
    case '--help':
      console.log(usage);
      return;
    default:
      console.error(`unknown command: ${command}\n\n${usage}`);
      process.exit(2);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
