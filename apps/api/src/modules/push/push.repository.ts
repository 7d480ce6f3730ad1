import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { members } from '../../db/schema/accounts.ts';
import { orderPushSubscriptions, pushSubscriptions } from '../../db/schema/push.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface TeamPushSubscription extends StoredPushSubscription {
  memberId: string;
  isOwner: boolean;
}

export function createPushRepository(db: Database) {
  return {
    /**
     * Stores a device for a member. One browser has one endpoint: when someone else signs in on it
     * and switches notifications on, the device moves to them (and to their account). Answers the
     * account it moved from, if another.
     */
    async upsert(
      scope: TenantScope,
      owner: { memberId: string; userId: string },
      subscription: StoredPushSubscription,
    ): Promise<{ movedFrom: string | null }> {
      return db.transaction(async (tx) => {
        // The endpoint is unique across accounts (global_keys, decision 016): take it from the
        // account that had it before storing it here.
        const [moved] = await tx
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.endpoint, subscription.endpoint),
              ne(pushSubscriptions.accountId, scope.accountId),
            ),
          )
          .returning({ accountId: pushSubscriptions.accountId });
        await tx
          .insert(pushSubscriptions)
          .values({ ...subscription, ...owner, accountId: scope.accountId })
          .onConflictDoUpdate({
            target: [pushSubscriptions.accountId, pushSubscriptions.endpoint],
            set: {
              memberId: owner.memberId,
              userId: owner.userId,
              p256dh: subscription.p256dh,
              auth: subscription.auth,
              updatedAt: sql`now()`,
            },
          });
        return { movedFrom: moved?.accountId ?? null };
      });
    },

    /** Removes a device of this user; false when it was not theirs (or not stored). */
    async remove(scope: TenantScope, userId: string, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(
          ofTenant(
            pushSubscriptions,
            scope,
            eq(pushSubscriptions.userId, userId),
            eq(pushSubscriptions.endpoint, endpoint),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    /** Every device of the account's active team members. */
    async listForAccount(scope: TenantScope): Promise<TeamPushSubscription[]> {
      return db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          memberId: pushSubscriptions.memberId,
          isOwner: members.isOwner,
        })
        .from(pushSubscriptions)
        .innerJoin(members, eq(members.id, pushSubscriptions.memberId))
        .where(
          ofTenant(
            pushSubscriptions,
            scope,
            eq(members.accountId, scope.accountId),
            eq(members.status, 'active'),
          ),
        );
    },

    async listOfUser(scope: TenantScope, userId: string): Promise<string[]> {
      const rows = await db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(ofTenant(pushSubscriptions, scope, eq(pushSubscriptions.userId, userId)));
      return rows.map((row) => row.endpoint);
    },

    async addForOrder(
      scope: TenantScope,
      orderId: string,
      subscription: StoredPushSubscription,
    ): Promise<void> {
      await db
        .insert(orderPushSubscriptions)
        .values({ ...subscription, orderId, accountId: scope.accountId })
        .onConflictDoUpdate({
          target: [
            orderPushSubscriptions.accountId,
            orderPushSubscriptions.orderId,
            orderPushSubscriptions.endpoint,
          ],
          set: { p256dh: subscription.p256dh, auth: subscription.auth },
        });
    },

    async removeForOrder(scope: TenantScope, orderId: string, endpoint: string): Promise<void> {
      await db
        .delete(orderPushSubscriptions)
        .where(
          ofTenant(
            orderPushSubscriptions,
            scope,
            eq(orderPushSubscriptions.orderId, orderId),
            eq(orderPushSubscriptions.endpoint, endpoint),
          ),
        );
    },

    async listForOrder(scope: TenantScope, orderId: string): Promise<StoredPushSubscription[]> {
      return db
        .select({
          endpoint: orderPushSubscriptions.endpoint,
          p256dh: orderPushSubscriptions.p256dh,
          auth: orderPushSubscriptions.auth,
        })
        .from(orderPushSubscriptions)
        .where(
          ofTenant(orderPushSubscriptions, scope, eq(orderPushSubscriptions.orderId, orderId)),
        );
    },

    /**
     * The push service said this endpoint is gone (404/410): it belongs to nobody any more, so it
     * is removed wherever it is stored, whichever account (hence `unsafe`).
     */
    async unsafeRemoveEndpoints(endpoints: string[]): Promise<void> {
      if (endpoints.length === 0) return;
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, endpoints));
      await db
        .delete(orderPushSubscriptions)
        .where(inArray(orderPushSubscriptions.endpoint, endpoints));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
