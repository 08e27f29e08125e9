/**
 * Finishing touches on the generated OpenAPI documents, so code generators and linters read them as
 * an integrator expects: closed sets as `enum`, a summary on every operation, and the problem
 * responses (RFC 9457) each operation can give declared beside its success.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One allowed value of a union branch (`{const}` or a one-value `enum`), or undefined. */
function singleValue(branch: unknown): { type: unknown; value: unknown } | undefined {
  if (!isObject(branch)) return undefined;
  const keys = Object.keys(branch).filter((key) => key !== 'type' && key !== 'description');
  if (keys.length !== 1) return undefined;
  if (keys[0] === 'const') return { type: branch.type, value: branch.const };
  if (keys[0] === 'enum' && Array.isArray(branch.enum) && branch.enum.length === 1)
    return { type: branch.type, value: branch.enum[0] };
  return undefined;
}

/** `anyOf` of single values becomes one `enum`; a lone `const` becomes a one-value `enum` (OpenAPI 3.0 has no const). */
function enums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(enums);
  if (!isObject(node)) return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, enums(value)]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = out[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const values = branches.map(singleValue);
    if (values.some((value) => value === undefined)) continue;
    const types = new Set(values.map((value) => value!.type ?? typeof value!.value));
    if (types.size !== 1) continue;
    delete out[key];
    out.type = [...types][0];
    out.enum = values.map((value) => value!.value);
  }
  if ('const' in out) {
    out.enum = [out.const];
    delete out.const;
  }
  return out;
}

const PROBLEM = {
  type: 'object',
  description: 'RFC 9457 problem details',
  properties: {
    type: { type: 'string', description: 'A URI naming the kind of problem, e.g. …/validation-failed' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    instance: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          field: { type: 'string' },
          message: { type: 'string', description: 'In English, for logs and developers' },
          keyword: {
            type: 'string',
            description: 'What was refused: the JSON Schema keyword (minLength, enum, …) or a service rule',
          },
          limit: { type: 'number', description: 'The bound of a length, size or range keyword' },
          allowedValues: { type: 'array', items: {}, description: 'The values an enum accepts' },
          other: { type: 'string', description: 'The other field a rule compares this one with' },
        },
      },
    },
    required_scope: { type: 'string', description: '403 only: the scope the call lacks' },
  },
  required: ['type', 'title', 'status'],
};

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/** "listBrands" → "List brands": the fallback summary of an operation that has none. */
function summaryOf(operationId: unknown, method: string, path: string): string {
  if (typeof operationId !== 'string') return `${method.toUpperCase()} ${path}`;
  const words = operationId
    .replace(/^bff/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function operations(operation: Json, method: string, path: string): Json {
  const out: Json = { ...operation };
  if (!out.summary) out.summary = summaryOf(out.operationId, method, path);
  // Public operations say so: an empty requirement, not an absent one.
  if (!Array.isArray(out.security)) out.security = [];
  const secured = (out.security as unknown[]).length > 0;
  const params = Array.isArray(out.parameters) ? (out.parameters as Json[]) : [];
  const responses: Json = { ...(isObject(out.responses) ? out.responses : {}) };
  const add = (status: string, description: string) => {
    if (!(status in responses)) responses[status] = problem(description);
  };
  if (params.length > 0 || out.requestBody)
    add('400', 'The input is malformed or invalid: `errors` names the fields');
  if (secured) {
    add('401', 'No valid credential');
    add('403', 'The credential lacks a scope the operation needs (`required_scope`)');
  }
  if (params.some((param) => param.in === 'path')) add('404', 'Not found, or not the caller’s');
  if (!Object.keys(responses).some((status) => status.startsWith('4')))
    add('429', 'Too many requests; retry later');
  out.responses = responses;
  return out;
}

export function shapeDocument(document: Json): Json {
  const shaped = enums(document) as Json;
  const paths = isObject(shaped.paths) ? shaped.paths : {};
  shaped.paths = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      if (!isObject(item)) return [path, item];
      const next: Json = { ...item };
      for (const method of METHODS) {
        if (isObject(next[method])) next[method] = operations(next[method], method, path);
      }
      return [path, next];
    }),
  );
  const components = isObject(shaped.components) ? shaped.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  // A scheme no operation of this document uses (the web session in the Integration API) is left out.
  const used = new Set(
    Object.values(shaped.paths as Json).flatMap((item) =>
      METHODS.flatMap((method) => {
        const operation = isObject(item) ? item[method] : undefined;
        const security = isObject(operation) && Array.isArray(operation.security) ? operation.security : [];
        return security.flatMap((requirement) => (isObject(requirement) ? Object.keys(requirement) : []));
      }),
    ),
  );
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  shaped.components = {
    ...components,
    securitySchemes: Object.fromEntries(Object.entries(schemes).filter(([name]) => used.has(name))),
    schemas: { ...schemas, Problem: PROBLEM },
  };
  return shaped;
}
