import { eq } from 'drizzle-orm';
import type { OwnerLanguage } from '@scanorder/shared/account/owner-language';
import type { Database } from '../../db/client.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { accounts, members } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';
import { memberContextOf } from '../accounts/accounts.repository.ts';

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
      return memberContextOf(db, ofTenant(members, tenant, eq(members.id, tenant.memberId)));
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
          .where(ofTenant(members, tenant, eq(members.id, tenant.memberId)));
      });
    },

    async updateAccountSettings(tenant: TenantContext, settings: AccountSettings): Promise<void> {
      if (Object.values(settings).every((value) => value === undefined)) return;
      await db
        .update(accounts)
        .set({ ...settings, updatedAt: new Date() })
        .where(eq(accounts.id, tenant.accountId));
    },

    /** Only the signed-in user's own row: nobody sets another user's language. */
    async setLanguage(tenant: TenantContext, language: OwnerLanguage): Promise<void> {
      await db
        .update(users)
        .set({ language, updatedAt: new Date() })
        .where(eq(users.id, tenant.userId));
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
