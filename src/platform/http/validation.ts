import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';

const common = { useDefaults: true, removeAdditional: false, allErrors: true } as const;

type Compile = ReturnType<BuildCompilerFromPool>;
type PoolOptions = NonNullable<Parameters<BuildCompilerFromPool>[1]>;

/**
 * Two Ajv instances: query strings, path parameters and headers are text, so they are coerced to the
 * schema's types; JSON bodies are validated as sent. Coercing bodies turned a `"cost": null` into a
 * cost of 0 and a `null` description into "" (the first branch of a nullable union wins by coercion).
 */
export function buildValidator(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  return (externalSchemas, serverOptions) => {
    const options = (coerceTypes: 'array' | false) =>
      ({ ...serverOptions, customOptions: { ...common, coerceTypes } }) as PoolOptions;
    const text = pool(externalSchemas, options('array'));
    const json = pool(externalSchemas, options(false));
    // Fastify calls the compiler with the route definition (the pool's typings say a schema).
    const compile = (route: { httpPart?: string }) => (route.httpPart === 'body' ? json : text)(route);
    return compile as unknown as Compile;
  };
}
