import { loadConfig } from './config.ts';
import { startService, startupBanner } from './server.ts';
import { openDatabase } from './platform/db/connection.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { createRuntime, stopRuntime } from './platform/runtime-lifecycle.ts';
import { setupModules } from './app.ts';
import { StartupError } from './platform/startup-error.ts';
import { exportCommand, importCommand } from './modules/catalog/index.ts';
import { appCommand, keysCommand, secretsCommand, sellerCommand, UsageError } from './operator-commands.ts';

const usage = `Usage: feira <command>

Commands:
  start      API and workers in one process (embedded PGlite unless DATABASE_URL is set)
  api        HTTP API only (use with DATABASE_URL; scale horizontally)
  worker     event consumers, jobs, schedulers (use with DATABASE_URL; scale horizontally)
  migrate    apply database migrations and exit

Operator commands (print JSON; while 'feira start' holds the embedded database they go through its API):
  seller create --name NAME [--sandbox]
  app create --name NAME [--seller SELLER_ID] --scopes "product:edit price:edit"
             [--grant client_credentials|authorization_code]... [--redirect-uri URI]... [--public] [--admin]
  keys rotate   new signing key; the previous one stays published until its tokens expire
  secrets rotate  re-seal every secret at rest under the current FEIRA_SECRETS_KEY (or, with the
                data directory's key file, under a newly generated key); stop the embedded service first

Catalog (progress on stderr; through the running service's API too):
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
  // SIGTERM: stop taking requests, let those in flight and the jobs under way finish, then exit. A
  // second signal, or the shutdown timeout, exits at once (unfinished jobs are retried elsewhere).
  const shutdown = (signal: string) => {
    signals++;
    if (signals > 1) process.exit(1);
    service.rt.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      service.rt.log.error({ ms: config.shutdownTimeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5000).unref();
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

export async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  // Names this process in `ps` and in the refusal another process gets for the data directory it holds.
  process.title = ['feira', command].filter(Boolean).join(' ');
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

/** Whatever the operator can fix is one line, not a stack trace. */
export function report(error: unknown): number {
  if (error instanceof StartupError) {
    console.error(`feira: ${error.message}`);
    return 1;
  }
  const code = (error as { code?: unknown }).code;
  if (error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
    console.error(`feira: ${(error as Error).message}`);
    return 2;
  }
  console.error(error);
  return 1;
}
