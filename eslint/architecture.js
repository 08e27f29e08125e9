// Import boundaries that keep the architecture in docs/architecture.md ("Modules and their boundaries"):
// platform code never reaches into modules, a module uses another only through its index.ts, and the pure
// rules under a module's domain/ folder touch neither the database nor HTTP.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'src', 'modules');
const platformDir = path.join(root, 'src', 'platform');

/** Packages and platform folders a domain/ file may not import: they mean I/O. */
const impureBare = [
  'drizzle-orm',
  'pg',
  'pg-boss',
  '@electric-sql/pglite',
  'fastify',
  'undici',
  'oidc-provider',
];
const impurePlatform = ['db', 'http', 'jobs'].map((dir) => path.join(platformDir, dir) + path.sep);
const impureNode = ['node:http', 'node:https', 'node:fs', 'node:child_process'];

function moduleOf(file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length ? name : null;
}

const inside = (file, dir) => file.startsWith(dir + path.sep);
const bareName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps platform, modules and domain code apart (docs/architecture.md)' },
    schema: [
      {
        type: 'object',
        properties: { pure: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      platformImportsModule:
        'src/platform must not import src/modules ({{target}}): pass what it needs in, or emit an event.',
      deepImport:
        "Module '{{from}}' reaches into module '{{to}}' ({{target}}): import from src/modules/{{to}}/index.ts.",
      impureDomain:
        'domain/ holds pure rules: it may not import {{target}} (database, HTTP, jobs or other I/O).',
    },
  },
  create(context) {
    const file = context.filename;
    const isTest = /\.test\.tsx?$/.test(file);
    // Platform files that are pure functions although their folder is not (e.g. address rules under http/).
    const pure = new Set((context.options[0]?.pure ?? []).map((relative) => path.join(root, relative)));
    const fromModule = moduleOf(file);
    // Tests under platform may assemble the whole app, modules included.
    const inPlatform = inside(file, platformDir) && !isTest;
    const inDomain = fromModule !== null && file.includes(`${path.sep}domain${path.sep}`) && !isTest;
    if (!inPlatform && !fromModule) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (!specifier.startsWith('.')) {
        const bare = bareName(specifier);
        if (inDomain && (impureBare.includes(bare) || impureNode.includes(specifier))) {
          context.report({ node, messageId: 'impureDomain', data: { target: specifier } });
        }
        return;
      }
      const target = path.resolve(path.dirname(file), specifier);
      if (inPlatform && inside(target, modulesDir)) {
        context.report({ node, messageId: 'platformImportsModule', data: { target: specifier } });
        return;
      }
      const toModule = moduleOf(target);
      if (
        fromModule &&
        toModule &&
        toModule !== fromModule &&
        target !== path.join(modulesDir, toModule, 'index.ts')
      ) {
        context.report({
          node,
          messageId: 'deepImport',
          data: { from: fromModule, to: toModule, target: specifier },
        });
      }
      const impure =
        impurePlatform.some((dir) => target.startsWith(dir)) || /\.(tables|routes|service)\.ts$/.test(target);
      if (inDomain && impure && !pure.has(target)) {
        context.report({ node, messageId: 'impureDomain', data: { target: specifier } });
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { meta: { name: 'feira-architecture' }, rules: { boundaries } };
