import { eq } from 'drizzle-orm';
import type { ServiceName } from '@scanorder/shared/account/services';
import { TRIAL_DAYS } from '@scanorder/shared/account/services';
import type { Database } from '../../db/client.ts';
import { accounts, members } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

export interface NewOwner {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  serviceName: ServiceName;
  now?: Date;
}

export function createAccountsRepository(db: Database) {
  return {
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
      const [row] = await db
        .select({ account: accounts, member: members, user: users })
        .from(members)
        .innerJoin(accounts, eq(accounts.id, members.accountId))
        .innerJoin(users, eq(users.id, members.userId))
        .where(eq(members.userId, userId))
        .limit(1);
      return row;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
