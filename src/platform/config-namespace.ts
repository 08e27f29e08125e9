import { StartupError } from './startup-error.ts';

/** One environment variable as the README's configuration table shows it. */
export interface VariableSpec {
  name: string;
  default: string;
  description: string;
}

/** One setting of a namespace: the tail of its variable's name, what the table shows, how its text is read. */
interface Setting<T> {
  variable: string;
  default: string;
  description: string;
  read(value: string | undefined, name: string): T;
}

type Settings = Record<string, Setting<unknown>>;
type Values<S extends Settings> = { [K in keyof S]: S[K] extends Setting<infer T> ? T : never };

/**
 * A group of settings a part of the service declares once (a channel's app keys, its API's address):
 * its variables feed `configVariables` (and so the README's table), `loadConfig` reads them into
 * `Config.namespaces[key]`, and `of` gives them back typed.
 */
export interface ConfigNamespace<T = unknown> {
  key: string;
  variables: VariableSpec[];
  load(env: NodeJS.ProcessEnv): T;
  of(config: { namespaces: Readonly<Record<string, unknown>> }): T;
}

export function configNamespace<S extends Settings>(
  key: string,
  prefix: string,
  settings: S,
): ConfigNamespace<Values<S>> {
  const entries = Object.entries(settings).map(([field, setting]) => ({
    field,
    setting,
    name: `${prefix}_${setting.variable}`,
  }));
  return {
    key,
    variables: entries.map(({ name, setting }) => ({
      name,
      default: setting.default,
      description: setting.description,
    })),
    load: (env) =>
      Object.fromEntries(
        entries.map(({ field, setting, name }) => [field, setting.read(env[name], name)]),
      ) as Values<S>,
    of(config) {
      const values = config.namespaces[key];
      if (!values) throw new Error(`configuration namespace ${key} was not loaded`);
      return values as Values<S>;
    },
  };
}

export function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function int(
  name: string,
  value: string | undefined,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max) {
    throw new StartupError(`${name} must be an integer from 0 to ${max}, not "${value}"`);
  }
  return parsed;
}

interface Described {
  variable: string;
  description: string;
}

/** Text with no default: unset reads as undefined. */
export const optionalText = (spec: Described): Setting<string | undefined> => ({
  ...spec,
  default: '(unset)',
  read: (value) => value || undefined,
});

/** A base URL, without its trailing slashes. */
export const baseUrl = (spec: Described & { default: string }): Setting<string> => ({
  ...spec,
  read: (value) => (value || spec.default).replace(/\/+$/, ''),
});

/** A whole number from `min` to `max`. */
export const integer = (
  spec: Described & { default: number; min?: number; max?: number },
): Setting<number> => ({
  ...spec,
  default: String(spec.default),
  read: (value, name) => Math.max(spec.min ?? 0, int(name, value, spec.default, spec.max)),
});
