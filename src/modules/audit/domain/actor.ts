import type { Principal } from '../../../platform/context.ts';

/** Who made a change, as the change history records it. */
export type Actor = Principal;

interface Caller {
  roles: ReadonlySet<string>;
  clientId?: string;
  userId?: string;
  onBehalfOf?: Actor;
}

/**
 * The actor of a call, or null for the service's own work (consumers, jobs, schedulers): those
 * follow from a change someone made, which is where the history records it. Background work done
 * for someone (`onBehalfOf`: a queued import) is theirs.
 */
export function actorOf(caller: Caller, operatorRole: string): Actor | null {
  if (caller.roles.has('SYSTEM')) return caller.onBehalfOf ?? null;
  if (caller.roles.has(operatorRole)) {
    const id = caller.userId ?? caller.clientId;
    return id
      ? { kind: 'OPERATOR', id, viaClientId: caller.userId ? (caller.clientId ?? null) : null }
      : null;
  }
  if (caller.userId) return { kind: 'USER', id: caller.userId, viaClientId: caller.clientId ?? null };
  if (caller.clientId) return { kind: 'APP', id: caller.clientId, viaClientId: null };
  return null;
}

type Snapshot = object | null;

/** JSON equality of two snapshots: a write that leaves an entity as it was is not a change. */
export function sameSnapshot(before: Snapshot, after: Snapshot): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}
