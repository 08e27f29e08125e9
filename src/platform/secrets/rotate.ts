import fs from 'node:fs';
import type { Runtime } from '../runtime.ts';
import { keyFilePath, readKeyFile, writeKeyFile } from './key-source.ts';
import { sealColumns } from './sealed-columns.ts';
import { newSecretsKey, parseSecretsKey, SecretBox } from './secret-box.ts';

/**
 * `feira secrets rotate`: every secret re-sealed under the current key. With FEIRA_SECRETS_KEY the
 * operator has already made the new key current (the old one in FEIRA_SECRETS_KEY_PREVIOUS); with
 * the data directory's key file, a new key is generated here. The file lists both keys while rows
 * are re-sealed, so a crash half-way leaves every row readable; rerunning finishes the work.
 */
export async function rotateSecrets(rt: Runtime): Promise<{ keyId: string; resealed: number }> {
  let box = rt.secrets;
  const file = keyFilePath(rt.config);
  const fromFile = !rt.config.secretsKey && fs.existsSync(file);
  if (fromFile) {
    const keys = [newSecretsKey(), ...readKeyFile(file)];
    writeKeyFile(file, keys);
    box = new SecretBox(keys.map((key) => parseSecretsKey(key, file)));
  }
  const resealed = await sealColumns(rt.database, box, rt.sealedColumns, 'all');
  if (fromFile) writeKeyFile(file, readKeyFile(file).slice(0, 1));
  return { keyId: box.keyId, resealed };
}
