import fs from 'node:fs';
import {
  SNAPSHOT_ENV,
  TEMPLATE_ENV,
  buildPgliteSnapshot,
  buildPostgresTemplate,
  dropPostgresDatabases,
} from './databases.ts';

/** Builds the migrated database every test file copies, once per run. */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await buildPostgresTemplate(url);
    process.env[TEMPLATE_ENV] = template;
    return async () => {
      await dropPostgresDatabases(url, template.replace('tmpl', 't'));
      await dropPostgresDatabases(url, template);
    };
  }
  const snapshot = await buildPgliteSnapshot();
  process.env[SNAPSHOT_ENV] = snapshot;
  return async () => fs.rmSync(snapshot, { force: true });
}
