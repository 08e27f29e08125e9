import fs from 'node:fs';
import path from 'node:path';

/**
 * How operator commands reach the service that holds an embedded data directory: its local address
 * and an admin client of its own. Written into the data directory (mode 0600: whoever may read it may
 * read the database files too) once the service listens, removed when it stops.
 */
export interface OperatorEndpoint {
  pid: number;
  url: string;
  clientId: string;
  clientSecret: string;
}

const endpointPath = (dataDir: string) => path.join(dataDir, 'feira-operator.json');

/** Writes the endpoint file (whole or not at all); returns its removal, also run if the process exits. */
export function publishOperatorEndpoint(dataDir: string, endpoint: OperatorEndpoint): () => void {
  const file = endpointPath(dataDir);
  const aside = `${file}.${process.pid}`;
  fs.writeFileSync(aside, JSON.stringify(endpoint), { mode: 0o600 });
  fs.chmodSync(aside, 0o600);
  fs.renameSync(aside, file);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    process.off('exit', remove);
    if (readOperatorEndpoint(dataDir)?.pid === endpoint.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', remove);
  return remove;
}

export function readOperatorEndpoint(dataDir: string): OperatorEndpoint | null {
  try {
    const value = JSON.parse(fs.readFileSync(endpointPath(dataDir), 'utf8')) as Partial<OperatorEndpoint>;
    if (typeof value.pid !== 'number' || typeof value.url !== 'string') return null;
    if (typeof value.clientId !== 'string' || typeof value.clientSecret !== 'string') return null;
    return value as OperatorEndpoint;
  } catch {
    return null;
  }
}

/**
 * The address a local client connects to for a server listening on `address`: the loopback one when
 * it listens on every interface.
 */
export function localUrl(address: { address: string; family: string; port: number }): string {
  if (address.address === '0.0.0.0') return `http://127.0.0.1:${address.port}`;
  if (address.address === '::') return `http://[::1]:${address.port}`;
  return address.family === 'IPv6'
    ? `http://[${address.address}]:${address.port}`
    : `http://${address.address}:${address.port}`;
}
