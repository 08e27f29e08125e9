/**
 * `npm run lint:modules` (part of `npm run lint`): every import from one module into another is one its
 * importer declares in src/modules/dependencies.ts, and the declared graph has no cycle.
 */
import path from 'node:path';
import { moduleDependencies } from '../src/modules/dependencies.ts';
import { moduleGraphProblems, readModules } from './module-graph.ts';

const problems = moduleGraphProblems({
  ...readModules(path.resolve(import.meta.dirname, '../src/modules')),
  declared: moduleDependencies,
});
for (const problem of problems) console.error(`module graph: ${problem}`);
process.exitCode = problems.length ? 1 : 0;
