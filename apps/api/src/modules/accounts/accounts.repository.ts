import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import type { ServiceName } from '@scanorder/shared/account/services';
import { TRIAL_DAYS } from '@scanorder/shared/account/services';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { accounts, members } from '../../db/schema/accounts.ts';
import { sessions, users, verifications } from '../../db/schema/auth.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

export interface NewOwner {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  serviceName: ServiceName;
  /** The version of the terms the owner agreed to on the sign-up form (null: not through the form). */
  termsVersion?: string | null;
  now?: Date;
}

/** The member `where` names, with its user and its account; none when no member matches. */
export async function memberContextOf(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ account: accounts, member: members, user: users })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(where)
    .limit(1);
  return row;
}

export function createAccountsRepository(db: Database) {
  return {
    /**
     * One round trip per signed-in request: when the session was last active and the account's
     * idle minutes, and (at most every 30 s, and only while not idle) marks it active now.
     */
    async touchSession(
      scope: { accountId: string },
      sessionId: string,
    ): Promise<{ lastActiveAt: Date | null; idleMinutes: number } | undefined> {
      const result: unknown = await db.execute(sql`
        with current as (
          select ${sessions.lastActiveAt} as last_active_at, ${accounts.idleTimeoutMinutes} as idle
          from ${sessions}, ${accounts}
          where ${sessions.id} = ${sessionId} and ${accounts.id} = ${scope.accountId}
        ), touched as (
          update ${sessions} set last_active_at = now()
          from current
          where ${sessions.id} = ${sessionId}
            and (current.last_active_at is null
              or (current.last_active_at < now() - interval '30 seconds'
                and current.last_active_at > now() - current.idle * interval '1 minute'))
          returning 1
        )
        select last_active_at, idle from current`);
      const rows = rowsOf(result) as {
        last_active_at: string | Date | null;
        idle: number;
      }[];
      const row = rows[0];
      if (!row) return undefined;
      return {
        lastActiveAt: row.last_active_at === null ? null : new Date(row.last_active_at),
        idleMinutes: Number(row.idle),
      };
    },

    /**
     * Ends every outstanding password reset link of a user (better-auth keeps each as a
     * `reset-password:<token>` verification whose value is the user id). Not tenant-scoped: auth
     * tables have no account.
     */
    async unsafeDeleteResetTokens(userId: string): Promise<void> {
      await db
        .delete(verifications)
        .where(
          and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)),
        );
    },

    /** Creates the tenant account and its owner member (role admin) in one transaction. */
    async createOwnerAccount(owner: NewOwner): Promise<{ account: AccountRow; member: MemberRow }> {
      const now = owner.now ?? new Date();
      return db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({
            ownerUserId: owner.userId,
            enabledServices: [owner.serviceName],
            trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 3600 * 1000),
            ...(owner.termsVersion
              ? { termsVersion: owner.termsVersion, termsAcceptedAt: now }
              : {}),
          })
          .returning();
        const [member] = await tx
          .insert(members)
          .values({
            accountId: account!.id,
            userId: owner.userId,
            role: 'admin',
            status: 'active',
            isOwner: true,
            firstName: owner.firstName,
            lastName: owner.lastName,
            emailAddress: owner.email,
          })
          .returning();
        return { account: account!, member: member! };
      });
    },

    async unsafeFindMemberByUserId(userId: string): Promise<MemberRow | undefined> {
      const [member] = await db.select().from(members).where(eq(members.userId, userId)).limit(1);
      return member;
    },

    /** The account, membership and user behind a signed-in user id. */
    async unsafeFindContextByUserId(userId: string) {
      return memberContextOf(db, eq(members.userId, userId));
    },

    /** The owner's name and email, for team members who must ask them about the plan. */
    async findOwnerContact(accountId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.ownerUserId))
        .where(eq(accounts.id, accountId))
        .limit(1);
      return row;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
