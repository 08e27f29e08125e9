import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { sellerOf, type Ctx } from '../../platform/context.ts';
import { apps, sellerUsers } from './sellers.tables.ts';

/**
 * How the change history names the people and apps that made changes: a user by e-mail, an app by
 * its name. Only the seller's own users and the apps the seller could have used (its own, and apps
 * open to every seller) are named; anything else is absent from the maps. Two queries whatever the
 * number of ids.
 */
export async function actorNames(
  ctx: Ctx,
  ids: { userIds: readonly string[]; clientIds: readonly string[] },
): Promise<{ users: Map<string, string>; apps: Map<string, string> }> {
  const sellerId = sellerOf(ctx);
  const [users, named] = await Promise.all([
    ids.userIds.length === 0
      ? []
      : ctx.db
          .select({ id: sellerUsers.id, email: sellerUsers.email })
          .from(sellerUsers)
          .where(and(eq(sellerUsers.sellerId, sellerId), inArray(sellerUsers.id, [...new Set(ids.userIds)]))),
    ids.clientIds.length === 0
      ? []
      : ctx.db
          .select({ id: apps.clientId, name: apps.name })
          .from(apps)
          .where(
            and(
              or(eq(apps.sellerId, sellerId), isNull(apps.sellerId)),
              inArray(apps.clientId, [...new Set(ids.clientIds)]),
            ),
          ),
  ]);
  return {
    users: new Map(users.map((u) => [u.id, u.email])),
    apps: new Map(named.map((a) => [a.id, a.name])),
  };
}
