import pg from 'pg';

/**
 * A PostgreSQL pool that survives its connections dying under it (a server restart, a failover, an
 * operator's `pg_terminate_backend`, an idle-session timeout).
 *
 * pg leaves two holes that this closes. A checked-out client whose connection drops emits `error`
 * with no listener of the pool's attached, which would crash the process; and drizzle's
 * `transaction` never releases its client when `begin` itself fails, so each connection lost at
 * that moment would hold a pool slot for good until requests queue forever. Here a checked-out
 * client whose connection ends is released at once (removed from the pool), and the holder's own
 * later `release()` does nothing: a dead connection can never be handed out again anyway.
 */
export function openPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle client dropped by the server: the pool replaces it.
  pool.on('error', () => undefined);
  const detach = new WeakMap<pg.PoolClient, () => void>();
  pool.on('acquire', (client) => {
    // The holder hears of the loss from its query; this only keeps the event from being unhandled.
    const heard = () => undefined;
    const ended = () => {
      const release = client.release.bind(client);
      client.release = () => undefined;
      release(new Error('connection ended while checked out'));
    };
    client.on('error', heard);
    client.once('end', ended);
    detach.set(client, () => {
      client.removeListener('error', heard);
      client.removeListener('end', ended);
    });
  });
  pool.on('release', (_error, client) => {
    detach.get(client)?.();
    detach.delete(client);
  });
  return pool;
}
