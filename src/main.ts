#!/usr/bin/env node
import { loadConfig } from './config.ts';
import { startService, startupBanner } from './server.ts';
import { openDatabase } from './platform/db/connection.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { createRuntime, stopRuntime } from './platform/runtime.ts';
import { setupModules } from './app.ts';

const usage = `Usage: feira <command>

Commands:
  start      API and workers in one process (embedded PGlite unless DATABASE_URL is set)
  api        HTTP API only (use with DATABASE_URL; scale horizontally)
  worker     event consumers, jobs, schedulers (use with DATABASE_URL; scale horizontally)
  migrate    apply database migrations and exit
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
