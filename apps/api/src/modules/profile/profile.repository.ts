import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, members } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';

export interface OwnDetails {
  firstName: string;
  lastName: string;
  countryCode: string;
  mobileNo: string;
}

export interface AccountSettings {
  enabledServices?: string[];
  idleTimeoutMinutes?: number;
  signOutOnHiddenTab?: boolean;
}

/** The signed-in user's own records: their user row, their member row and their account's settings. */
export function createProfileRepository(db: Database) {
  return {
    async find(tenant: TenantContext) {
      const [row] = await db
        .select({ user: users, member: members, account: accounts })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .innerJoin(accounts, eq(accounts.id, members.accountId))
        .where(and(eq(members.id, tenant.memberId), eq(members.accountId, tenant.accountId)))
        .limit(1);
      return row;
    },

    /** Names and phone live on both the user (sign-in) and the member row (team list); kept equal. */
    async updateOwnDetails(tenant: TenantContext, details: OwnDetails): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...details, name: `${details.firstName} ${details.lastName}`, updatedAt: now })
          .where(eq(users.id, tenant.userId));
        await tx
          .update(members)
          .set({ ...details, updatedAt: now })
          .where(and(eq(members.id, tenant.memberId), eq(members.accountId, tenant.accountId)));
      });
    },

    async updateAccountSettings(tenant: TenantContext, settings: AccountSettings): Promise<void> {
      if (Object.values(settings).every((value) => value === undefined)) return;
      await db
        .update(accounts)
        .set({ ...settings, updatedAt: new Date() })
        .where(eq(accounts.id, tenant.accountId));
    },

    async setImage(tenant: TenantContext, image: string | null): Promise<void> {
      await db
        .update(users)
        .set({ image, updatedAt: new Date() })
        .where(eq(users.id, tenant.userId));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
