import { ownerLanguageOf, type OwnerLanguage } from '@scanorder/shared/account/owner-language';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, members } from '../../db/schema/accounts.ts';
import { credentials, sessions, users } from '../../db/schema/auth.ts';
import { businesses, menuItems } from '../../db/schema/business.ts';
import { orders } from '../../db/schema/orders.ts';
import { orderPushSubscriptions, pushSubscriptions } from '../../db/schema/push.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { orderErasure } from '../retention/retention.repository.ts';

export interface ClosureRow {
  closureRequestedAt: Date | null;
  closesAt: Date | null;
  closedAt: Date | null;
}

/** What an erasure leaves to delete from the file storage once the rows are committed. */
interface ErasedFiles {
  storageKeys: string[];
  /** The team's and the owner's pictures as stored URLs (the service maps them to keys). */
  pictures: string[];
}

/** Closing an account (docs/product/retention.md): the request, its cancellation and the erasure. */
export function createAccountClosureRepository(db: Database) {
  return {
    async find(scope: TenantScope): Promise<ClosureRow | undefined> {
      const [row] = await db
        .select({
          closureRequestedAt: accounts.closureRequestedAt,
          closesAt: accounts.closesAt,
          closedAt: accounts.closedAt,
        })
        .from(accounts)
        .where(eq(accounts.id, scope.accountId))
        .limit(1);
      return row;
    },

    /** Sets the dates unless a closure is already pending; false when it was. */
    async request(scope: TenantScope, requestedAt: Date, closesAt: Date): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ closureRequestedAt: requestedAt, closesAt, updatedAt: requestedAt })
        .where(and(eq(accounts.id, scope.accountId), isNull(accounts.closesAt)))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    /** Clears a pending closure that has not run yet; false when there was none. */
    async cancel(scope: TenantScope, now: Date): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ closureRequestedAt: null, closesAt: null, updatedAt: now })
        .where(
          and(
            eq(accounts.id, scope.accountId),
            isNotNull(accounts.closesAt),
            isNull(accounts.closedAt),
          ),
        )
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    /** Accounts whose grace period has passed, every account at once by nature (hence `unsafe`). */
    async unsafeDueForClosure(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(lte(accounts.closesAt, now), isNull(accounts.closedAt)))
        .orderBy(asc(accounts.closesAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Erases the account's personal data in one transaction: customers' details on its orders
     * (as the retention job does), the team's and the owner's names, contacts and sign-ins, push
     * subscriptions, and the references to uploaded files. Amounts, lines and times of orders stay
     * as the Terms say. Returns the files to delete, or null when the account was closed already
     * or its closure was cancelled meanwhile (`for update` makes a second process wait and skip).
     */
    async erase(scope: TenantScope, now: Date): Promise<ErasedFiles | null> {
      const { accountId } = scope;
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ ownerUserId: accounts.ownerUserId })
          .from(accounts)
          .where(
            and(eq(accounts.id, accountId), lte(accounts.closesAt, now), isNull(accounts.closedAt)),
          )
          .for('update');
        if (!account) return null;

        const logos = await tx
          .select({ key: businesses.logoKey })
          .from(businesses)
          .where(and(eq(businesses.accountId, accountId), isNotNull(businesses.logoKey)));
        const images = await tx
          .select({ key: menuItems.imageKey })
          .from(menuItems)
          .where(and(eq(menuItems.accountId, accountId), isNotNull(menuItems.imageKey)));
        const owner = await tx
          .select({ image: users.image })
          .from(users)
          .where(eq(users.id, account.ownerUserId));

        await tx
          .update(orders)
          .set(orderErasure(now))
          .where(and(eq(orders.accountId, accountId), isNull(orders.personalDataErasedAt)));
        await tx
          .delete(orderPushSubscriptions)
          .where(eq(orderPushSubscriptions.accountId, accountId));
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));

        // Team members' sign-ins go entirely (sessions and passwords cascade with the user).
        const team = await tx
          .select({ userId: members.userId })
          .from(members)
          .where(
            and(
              eq(members.accountId, accountId),
              isNotNull(members.userId),
              ne(members.isOwner, true),
            ),
          );
        const teamUserIds = team.map((row) => row.userId!).filter(Boolean);
        const teamPictures =
          teamUserIds.length > 0
            ? await tx
                .select({ image: users.image })
                .from(users)
                .where(inArray(users.id, teamUserIds))
            : [];
        if (teamUserIds.length > 0) await tx.delete(users).where(inArray(users.id, teamUserIds));
        await tx
          .update(members)
          .set({
            firstName: '',
            lastName: '',
            mobileNo: null,
            emailAddress: null,
            customMessage: null,
            userName: null,
            countryCode: null,
            inviteTokenHash: null,
            inviteExpiresAt: null,
            status: 'revoked',
            revokedAt: now,
            updatedAt: now,
          })
          .where(eq(members.accountId, accountId));

        // The owner's user row carries the account (accounts.owner_user_id): it stays, emptied,
        // with an address that cannot receive mail and no password or session to sign in with.
        const ownerUserId = account.ownerUserId;
        await tx.delete(sessions).where(eq(sessions.userId, ownerUserId));
        await tx.delete(credentials).where(eq(credentials.userId, ownerUserId));
        await tx
          .update(users)
          .set({
            name: '',
            email: `closed-${accountId}@closed.invalid`,
            emailVerified: false,
            image: null,
            username: null,
            displayUsername: null,
            firstName: '',
            lastName: '',
            countryCode: null,
            mobileNo: null,
            updatedAt: now,
          })
          .where(eq(users.id, ownerUserId));

        await tx
          .update(businesses)
          .set({
            businessOwnerLegalName: '',
            mobileNo: '',
            whatsAppMobileNo: null,
            whatsAppCountryCode: null,
            logoKey: null,
            takingOrders: false,
          })
          .where(eq(businesses.accountId, accountId));
        await tx
          .update(menuItems)
          .set({ imageKey: null })
          .where(eq(menuItems.accountId, accountId));
        await tx
          .update(accounts)
          .set({ closedAt: now, announcement: null, updatedAt: now })
          .where(eq(accounts.id, accountId));

        return {
          storageKeys: [...logos, ...images].map((row) => row.key!).filter(Boolean),
          pictures: [...owner, ...teamPictures].map((row) => row.image!).filter(Boolean),
        };
      });
    },

    /** The owner's address and first name, for the closure email. */
    async ownerContact(
      scope: TenantScope,
    ): Promise<{ email: string; firstName: string; language: OwnerLanguage }> {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, language: users.language })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.ownerUserId))
        .where(eq(accounts.id, scope.accountId))
        .limit(1);
      if (!row) throw new Error(`Account ${scope.accountId} has no owner`);
      return { ...row, language: ownerLanguageOf(row.language) };
    },
  };
}

export type AccountClosureRepository = ReturnType<typeof createAccountClosureRepository>;
