import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The module graph check of `npm run lint` (docs/decisions.md PLT-75): which modules import which, read
 * from the files, against the dependencies each module declares. Which file of another module may be
 * imported (its index.ts only) is ESLint's architecture rule; this is about which modules, and cycles.
 */

export interface ModuleImport {
  from: string;
  to: string;
  /** The importing file, relative to the modules folder. */
  file: string;
  specifier: string;
}

export interface ModuleGraph {
  /** The module folders found. */
  modules: readonly string[];
  declared: Readonly<Record<string, readonly string[]>>;
  imports: readonly ModuleImport[];
}

const moduleOf = (relative: string): string | null => {
  const [name, ...rest] = relative.split(path.sep);
  return rest.length && name !== '..' ? name! : null;
};

/** The module folders under `modulesDir` and every import from one into another, tests left out. */
export function readModules(modulesDir: string): { modules: string[]; imports: ModuleImport[] } {
  const modules = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const imports: ModuleImport[] = [];
  const files = fs.globSync('*/**/*.ts', { cwd: modulesDir }).filter((file) => !file.endsWith('.test.ts'));
  for (const file of files.sort()) {
    const from = moduleOf(file)!;
    // Static imports and re-exports, `import type` included, and dynamic import() calls.
    const { importedFiles } = ts.preProcessFile(
      fs.readFileSync(path.join(modulesDir, file), 'utf8'),
      true,
      true,
    );
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(path.relative(modulesDir, path.resolve(modulesDir, path.dirname(file), specifier)));
      if (to && to !== from) imports.push({ from, to, file, specifier });
    }
  }
  return { modules, imports };
}

/** What is wrong with the graph, one sentence each; empty when it holds. */
export function moduleGraphProblems(graph: ModuleGraph): string[] {
  const { modules, declared, imports } = graph;
  const problems: string[] = [];
  const known = new Set(modules);
  for (const name of modules) {
    if (!(name in declared)) problems.push(`module '${name}' declares no dependencies`);
  }
  for (const [name, dependencies] of Object.entries(declared)) {
    if (!known.has(name)) problems.push(`'${name}' is declared but is no module folder`);
    for (const dependency of dependencies) {
      if (!known.has(dependency)) problems.push(`'${name}' depends on '${dependency}', which is no module`);
    }
  }
  for (const { from, to, file, specifier } of imports) {
    if (declared[from]?.includes(to)) continue;
    problems.push(`${file} imports module '${to}' (${specifier}), which '${from}' does not declare`);
  }
  for (const cycle of cycles(declared))
    problems.push(`modules depend on each other in a circle: ${cycle.join(' -> ')}`);
  return problems;
}

/** One circle (first name repeated at the end) per group of nodes that reach each other (Tarjan's SCCs). */
export function cycles(graph: Readonly<Record<string, readonly string[]>>): string[][] {
  const next = (node: string) => graph[node] ?? [];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || next(node).includes(node)) groups.push(group);
  };
  for (const node of Object.keys(graph).sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => circleThrough(group.sort()[0]!, new Set(group), next));
}

/** The shortest path from `start` back to itself inside `group` (breadth first). */
function circleThrough(
  start: string,
  group: Set<string>,
  next: (node: string) => readonly string[],
): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const target of next(node)) {
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (group.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  throw new Error(`no circle through ${start}`);
}
