import { and, asc, count, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import { ownerLanguageOf, type OwnerLanguage } from '@scanorder/shared/account/owner-language';
import type { Database } from '../../db/client.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { members } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { businesses } from '../../db/schema/business.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';

export type MemberRow = typeof members.$inferSelect;

export interface NewInvite {
  firstName: string;
  lastName: string;
  countryCode: string | null;
  mobileNo: string;
  emailAddress: string;
  customMessage: string;
  role: MemberRow['role'];
  userName: string;
  inviteTokenHash: string;
  inviteExpiresAt: Date;
}

export interface MemberPatch {
  firstName?: string;
  lastName?: string;
  countryCode?: string | null;
  mobileNo?: string;
  role?: MemberRow['role'];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Team members of one account. Every function takes the tenant first; `unsafe*` ones serve the public invite link. */
export function createTeamRepository(db: Database) {
  const inAccount = (tenant: TenantContext, id: string) =>
    ofTenant(members, tenant, eq(members.id, id));

  return {
    async list(tenant: TenantContext): Promise<MemberRow[]> {
      return db
        .select()
        .from(members)
        .where(ofTenant(members, tenant))
        .orderBy(sql`${members.isOwner} desc`, asc(members.createdAt));
    },

    async findById(tenant: TenantContext, id: string): Promise<MemberRow | undefined> {
      const [member] = await db.select().from(members).where(inAccount(tenant, id)).limit(1);
      return member;
    },

    /** The signed-in user's own language: the invitations they send are written in it. */
    async languageOfSignedIn(tenant: TenantContext): Promise<OwnerLanguage> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, tenant.userId))
        .limit(1);
      return ownerLanguageOf(row?.language);
    },

    /** Seats the plan's memberCount limits: members other than the owner that are invited or active. */
    async countSeats(tenant: TenantContext): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(members)
        .where(
          ofTenant(
            members,
            tenant,
            eq(members.isOwner, false),
            inArray(members.status, ['invited', 'active']),
          ),
        );
      return row?.value ?? 0;
    },

    /** User names starting with `base`, in members and in users (user names are product-wide). */
    async unsafeUserNamesLike(base: string): Promise<string[]> {
      const pattern = `${escapeLike(base)}%`;
      // Members of every account (pending invites hold names too), through the function that
      // answers only this across accounts from inside a tenant scope (decision 042).
      const fromMembers = await db.execute(
        sql`select scanorder_member_user_names_like(${pattern}) as name`,
      );
      const fromUsers = await db
        .select({ name: users.username })
        .from(users)
        .where(like(users.username, pattern));
      return [...(fromMembers as { rows: { name: string | null }[] }).rows, ...fromUsers]
        .map((row) => row.name)
        .filter((name): name is string => Boolean(name));
    },

    /** Whether an email already signs someone in: a user's own email or another team member's email. */
    async unsafeEmailInUse(email: string, exceptMemberId?: string): Promise<boolean> {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      if (user) return true;
      const result = await db.execute(
        sql`select scanorder_member_email_in_use(${email}, ${exceptMemberId ?? null}::uuid) as taken`,
      );
      return (result as { rows: { taken: boolean }[] }).rows[0]?.taken === true;
    },

    async insertInvite(tenant: TenantContext, invite: NewInvite): Promise<MemberRow> {
      const [member] = await db
        .insert(members)
        .values({
          ...invite,
          accountId: tenant.accountId,
          status: 'invited',
          isOwner: false,
          invitedByMemberId: tenant.memberId,
        })
        .returning();
      return member!;
    },

    async replaceInviteToken(
      tenant: TenantContext,
      id: string,
      hash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db
        .update(members)
        .set({
          inviteTokenHash: hash,
          inviteExpiresAt: expiresAt,
          invitedByMemberId: tenant.memberId,
          updatedAt: new Date(),
        })
        .where(and(inAccount(tenant, id), eq(members.status, 'invited')));
    },

    /** Updates the member row and keeps their sign-in user's names and phone the same. */
    async update(
      tenant: TenantContext,
      id: string,
      patch: MemberPatch,
    ): Promise<MemberRow | undefined> {
      const now = new Date();
      return db.transaction(async (tx) => {
        const [member] = await tx
          .update(members)
          .set({ ...patch, updatedAt: now })
          .where(inAccount(tenant, id))
          .returning();
        if (member?.userId) {
          await tx
            .update(users)
            .set({
              firstName: member.firstName,
              lastName: member.lastName,
              name: `${member.firstName} ${member.lastName}`,
              mobileNo: member.mobileNo,
              countryCode: member.countryCode,
              updatedAt: now,
            })
            .where(eq(users.id, member.userId));
        }
        return member;
      });
    },

    async setStatus(
      tenant: TenantContext,
      id: string,
      status: 'active' | 'revoked',
    ): Promise<void> {
      await db
        .update(members)
        .set({ status, revokedAt: status === 'revoked' ? new Date() : null, updatedAt: new Date() })
        .where(inAccount(tenant, id));
    },

    /** Deletes the member and their sign-in user; sessions and credentials go with the user. */
    async delete(tenant: TenantContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [member] = await tx
          .delete(members)
          .where(and(inAccount(tenant, id), eq(members.isOwner, false)))
          .returning();
        if (member?.userId) await tx.delete(users).where(eq(users.id, member.userId));
      });
    },

    /** The pending invitation behind a token hash, with the account and whoever sent it. */
    async unsafeFindInvite(tokenHash: string, now: Date) {
      const [member] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.inviteTokenHash, tokenHash),
            eq(members.status, 'invited'),
            gt(members.inviteExpiresAt, now),
          ),
        )
        .limit(1);
      if (!member) return undefined;
      const inviterCondition = member.invitedByMemberId
        ? or(
            eq(members.id, member.invitedByMemberId),
            and(eq(members.accountId, member.accountId), eq(members.isOwner, true)),
          )
        : and(eq(members.accountId, member.accountId), eq(members.isOwner, true));
      const inviters = await db.select().from(members).where(inviterCondition);
      const inviter =
        inviters.find((row) => row.id === member.invitedByMemberId) ??
        inviters.find((row) => row.isOwner);
      const [business] = await db
        .select({ name: businesses.businessName })
        .from(businesses)
        .where(eq(businesses.accountId, member.accountId))
        .orderBy(asc(businesses.createdAt))
        .limit(1);
      return { member, inviter, businessName: business?.name ?? null };
    },

    /**
     * Takes the invitation's token off the row, so a second accept with the same link finds nothing.
     * Conditional on the hash, status and expiry: of two concurrent accepts only one gets the row.
     */
    async unsafeClaimInvite(tokenHash: string, now: Date): Promise<MemberRow | undefined> {
      const [member] = await db
        .update(members)
        .set({ inviteTokenHash: null, updatedAt: now })
        .where(
          and(
            eq(members.inviteTokenHash, tokenHash),
            eq(members.status, 'invited'),
            gt(members.inviteExpiresAt, now),
          ),
        )
        .returning();
      return member;
    },

    /** Puts a claimed token back when creating the sign-in failed, so the link still works. */
    async unsafeReleaseInvite(memberId: string, tokenHash: string): Promise<void> {
      await db
        .update(members)
        .set({ inviteTokenHash: tokenHash })
        .where(and(eq(members.id, memberId), eq(members.status, 'invited')));
    },

    /** Links the new sign-in to the member, makes them active and copies their phone to the user. */
    async unsafeActivateInvite(member: MemberRow, userId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(members)
          .set({ userId, status: 'active', acceptedAt: now, inviteExpiresAt: null, updatedAt: now })
          .where(eq(members.id, member.id));
        await tx
          .update(users)
          .set({ mobileNo: member.mobileNo, countryCode: member.countryCode })
          .where(eq(users.id, userId));
      });
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;

/**
 * The sign-in email of the team member whose real email is `email`, when they have a sign-in
 * (active or revoked: a revoked member must hear 'Member is Revoked Access!', not 'User not found').
 * Used by the sign-in hook, before any session exists, hence unsafe.
 */
export async function unsafeFindMemberSignInEmail(
  db: Database,
  email: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(sql`lower(${members.emailAddress})`, email.toLowerCase()),
        eq(members.isOwner, false),
        inArray(members.status, ['active', 'revoked']),
      ),
    )
    .limit(1);
  return row?.email;
}
