import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { commandLineCtx } from './platform/context.ts';
import { KeyStore } from './platform/auth/index.ts';
import { rotateSecrets } from './platform/secrets/rotate.ts';
import { setupModules } from './app.ts';
import { DomainError } from './platform/http/errors.ts';
import {
  onDatabaseOrService,
  ServiceProblem,
  type ServiceClient,
} from './platform/operator/service-client.ts';
import type { Runtime } from './platform/runtime.ts';
import { createApp, createSeller } from './modules/sellers/index.ts';

/** A command line that cannot be run as written: `feira` prints the message and exits 2. */
export class UsageError extends Error {}

/**
 * Runs an operator command and prints its result as JSON: on the database itself, or through the
 * running service when it holds the embedded data directory. Both ways print the same answer.
 */
async function operate(
  local: (rt: Runtime) => Promise<unknown>,
  remote: (client: ServiceClient) => Promise<unknown>,
): Promise<void> {
  try {
    console.log(JSON.stringify(await onDatabaseOrService(loadConfig(), local, remote), null, 2));
  } catch (error) {
    if (!(error instanceof DomainError || error instanceof ServiceProblem)) throw error;
    console.error(`${error.code}: ${error.message}`);
    process.exitCode = 2;
  }
}

export async function sellerCommand(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, sandbox: { type: 'boolean', default: false } },
  });
  if (positionals[0] !== 'create' || !values.name)
    throw new UsageError(`usage: feira seller create --name NAME [--sandbox]`);
  const input = { name: values.name, sandbox: values.sandbox };
  return operate(
    (rt) => createSeller(commandLineCtx(rt, null), input),
    (client) => client.json('POST', '/management/sellers', input),
  );
}

export async function appCommand(argv: string[]): Promise<void> {
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
    throw new UsageError('usage: feira app create --name NAME [--seller ID] --scopes "a b" [--grant G]...');
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
  return operate(
    (rt) => createApp(commandLineCtx(rt, null), input),
    (client) => client.json('POST', '/management/apps', input),
  );
}

export async function keysCommand(argv: string[]): Promise<void> {
  if (argv[0] !== 'rotate') throw new UsageError('usage: feira keys rotate');
  return operate(
    async (rt) => {
      const keys = new KeyStore(rt.database, rt.secrets);
      await keys.load();
      const key = await keys.rotate();
      return { activeKid: key.kid, publishedKids: keys.published.map((k) => k.kid) };
    },
    // The service rotates its own key store: its next tokens are signed with the new key at once.
    (client) => client.json('POST', '/management/signing-keys/rotate'),
  );
}

export async function secretsCommand(argv: string[]): Promise<void> {
  if (argv[0] !== 'rotate') throw new UsageError('usage: feira secrets rotate');
  return operate(
    (rt) => {
      // The modules declare which of their columns hold secrets.
      setupModules(rt);
      return rotateSecrets(rt);
    },
    // The running service holds the key it seals with: a rotation under it would leave it sealing
    // with the old key, so the operator stops it first.
    () => {
      throw new UsageError(
        'feira secrets rotate: stop the running service first (it holds the data directory)',
      );
    },
  );
}
