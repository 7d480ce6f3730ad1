import { createHash, randomBytes } from 'node:crypto';
import { assertUncommonPassword } from '../../auth/common-passwords.ts';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  INVITE_VALID_DAYS,
  type InviteMemberInput,
  type Member,
  type MemberList,
  type MemberPasswordInput,
  type UpdateMemberInput,
} from '@scanorder/shared/team/member';
import type { AcceptInviteResult, InvitePreview } from '@scanorder/shared/team/invite';
import { teamMessages } from '@scanorder/shared/team/messages';
import { messages } from '@scanorder/shared/validation/messages';
import { firstFreeUserName, userNameBaseOf } from '@scanorder/shared/team/user-name';
import { toSignInEmail } from '@scanorder/shared/schemas/auth';
import { assertCan } from '../../auth/roles.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { memberInviteMail } from '../../mail/templates.ts';
import { assertWithinLimit, type PlanLimitsReader } from '../billing/plan-limits.ts';
import type { MemberRow, TeamRepository } from './team.repository.ts';
import type { SignIns } from '../../auth/sign-ins.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';

export interface TeamServiceOptions {
  team: TeamRepository;
  signIns: SignIns;
  mailer: Mailer;
  publicUrl: string;
  memberEmailDomain: string;
  /** The account's current plan limits (trial, subscription or Starter Kit). */
  planLimits: PlanLimitsReader;
  now?: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const fullName = (member: Pick<MemberRow, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();

export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    status: row.status,
    role: row.role,
    isOwner: row.isOwner,
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    countryCode: row.countryCode,
    mobileNo: row.mobileNo,
    emailAddress: row.emailAddress,
    customMessage: row.customMessage,
    inviteExpiresAt:
      row.status === 'invited' && row.inviteExpiresAt ? row.inviteExpiresAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Team members (docs/product/roles.md, docs/product/fields.md). Every use-case
 * but the two public invite ones is admin only and sees the caller's account only: a member id of
 * another account is "not found".
 */
export function createTeamService({
  team,
  signIns,
  mailer,
  publicUrl,
  memberEmailDomain,
  planLimits,
  now = () => new Date(),
}: TeamServiceOptions) {
  async function memberOf(tenant: TenantContext, id: string): Promise<MemberRow> {
    assertCan(tenant, 'team.manage');
    const member = await team.findById(tenant, id);
    if (!member) throw new AppError('NOT_FOUND', teamMessages.memberNotFound);
    return member;
  }

  function assertNotOwnerOrSelf(tenant: TenantContext, member: MemberRow) {
    if (member.isOwner) throw new AppError('FORBIDDEN', teamMessages.ownerCannotBeChanged);
    if (member.id === tenant.memberId)
      throw new AppError('CONFLICT', teamMessages.cannotChangeSelf);
  }

  async function assertSeatFree(tenant: TenantContext) {
    const used = await team.countSeats(tenant);
    const limits = await planLimits.forAccount(tenant.accountId);
    assertWithinLimit('memberCount', used, limits);
  }

  function newInviteToken() {
    const token = randomBytes(32).toString('base64url');
    return {
      token,
      hash: hashToken(token),
      expiresAt: new Date(now().getTime() + INVITE_VALID_DAYS * 24 * 3600 * 1000),
    };
  }

  async function sendInvite(tenant: TenantContext, member: MemberRow, token: string) {
    const inviter = await team.findById(tenant, tenant.memberId);
    // The invitee has no account yet, so no language: the inviter's is the one they share.
    const language = await team.languageOfSignedIn(tenant);
    const url = `${publicUrl}/${tenant.accountId}/users/invite?token=${encodeURIComponent(token)}`;
    await mailer.send(
      memberInviteMail(
        member.emailAddress!,
        {
          firstName: member.firstName,
          invitedBy: inviter ? fullName(inviter) : 'Your admin',
          userName: member.userName!,
          customMessage: member.customMessage ?? '',
          url,
          validDays: INVITE_VALID_DAYS,
        },
        language,
      ),
    );
  }

  return {
    async list(tenant: TenantContext): Promise<MemberList> {
      assertCan(tenant, 'team.manage');
      const rows = await team.list(tenant);
      const limits = await planLimits.forAccount(tenant.accountId);
      const used = await team.countSeats(tenant);
      return {
        members: rows.map(toMember),
        limit: { memberCount: limits.memberCount, used },
      };
    },

    /** Creates an invited member with a unique user name and emails them a single-use link. */
    async invite(tenant: TenantContext, input: InviteMemberInput): Promise<Member> {
      assertCan(tenant, 'team.manage');
      await assertSeatFree(tenant);
      // An address under the member domain is a sign-in name, never someone's mailbox.
      if (input.emailAddress.endsWith(`@${memberEmailDomain.toLowerCase()}`)) {
        throw new AppError('VALIDATION_FAILED', messages.email, 'emailAddress');
      }
      if (await team.unsafeEmailInUse(input.emailAddress)) {
        throw new AppError('CONFLICT', teamMessages.emailInUse, 'emailAddress');
      }

      const base = userNameBaseOf(input.firstName, input.lastName);
      const { token, hash, expiresAt } = newInviteToken();
      let member: MemberRow | undefined;
      // Two admins inviting two "Ravi Kumar"s at once may pick the same name; the unique index decides.
      for (let attempt = 0; !member; attempt++) {
        const userName = firstFreeUserName(base, await team.unsafeUserNamesLike(base));
        try {
          member = await team.insertInvite(tenant, {
            firstName: input.firstName,
            lastName: input.lastName,
            countryCode: input.countryCode ?? null,
            mobileNo: input.mobileNo,
            emailAddress: input.emailAddress,
            customMessage: input.customMessage,
            role: input.role,
            userName,
            inviteTokenHash: hash,
            inviteExpiresAt: expiresAt,
          });
        } catch (error) {
          if (isUniqueViolation(error, 'members_member_email_key'))
            throw new AppError('CONFLICT', teamMessages.emailInUse, 'emailAddress');
          if (attempt >= 3 || !isUniqueViolation(error, 'members_user_name_key')) throw error;
        }
      }
      await sendInvite(tenant, member, token);
      return toMember(member);
    },

    /** A new link for a pending invitation; the old link stops working. */
    async resend(tenant: TenantContext, id: string): Promise<Member> {
      const member = await memberOf(tenant, id);
      if (member.status !== 'invited') throw new AppError('CONFLICT', teamMessages.notInvited);
      const { token, hash, expiresAt } = newInviteToken();
      await team.replaceInviteToken(tenant, id, hash, expiresAt);
      await sendInvite(tenant, member, token);
      return toMember({ ...member, inviteExpiresAt: expiresAt });
    },

    async update(tenant: TenantContext, id: string, input: UpdateMemberInput): Promise<Member> {
      const member = await memberOf(tenant, id);
      if (member.isOwner && input.role !== undefined && input.role !== member.role) {
        throw new AppError('FORBIDDEN', teamMessages.ownerCannotBeChanged, 'role');
      }
      const updated = await team.update(tenant, id, input);
      if (!updated) throw new AppError('NOT_FOUND', teamMessages.memberNotFound);
      return toMember(updated);
    },

    /** Withdraws an invitation, or deletes a member together with their sign-in and sessions. */
    async remove(tenant: TenantContext, id: string): Promise<void> {
      const member = await memberOf(tenant, id);
      assertNotOwnerOrSelf(tenant, member);
      await team.delete(tenant, id);
    },

    /** The member is refused from now on: every session of theirs ends at once. */
    async revoke(tenant: TenantContext, id: string): Promise<Member> {
      const member = await memberOf(tenant, id);
      assertNotOwnerOrSelf(tenant, member);
      if (member.status !== 'active') throw new AppError('CONFLICT', teamMessages.notActive);
      await team.setStatus(tenant, id, 'revoked');
      if (member.userId) await signIns.endSessions(member.userId);
      return toMember({ ...member, status: 'revoked' });
    },

    /** A restored member takes a seat again, so the plan's limit applies. */
    async restore(tenant: TenantContext, id: string): Promise<Member> {
      const member = await memberOf(tenant, id);
      if (member.status !== 'revoked') throw new AppError('CONFLICT', teamMessages.notRevoked);
      await assertSeatFree(tenant);
      await team.setStatus(tenant, id, 'active');
      return toMember({ ...member, status: 'active' });
    },

    /** An admin sets a member's password; the member is signed out everywhere. */
    async setPassword(
      tenant: TenantContext,
      id: string,
      input: MemberPasswordInput,
    ): Promise<void> {
      const member = await memberOf(tenant, id);
      assertNotOwnerOrSelf(tenant, member);
      if (!member.userId) throw new AppError('CONFLICT', teamMessages.notAccepted);
      assertUncommonPassword(input.password, 'password');
      await signIns.setPassword(member.userId, input.password);
      await signIns.endSessions(member.userId);
    },

    /** Public: what the invitation page shows. Bad, expired and used tokens are all "not found". */
    async previewInvite(token: string): Promise<InvitePreview> {
      const found = await team.unsafeFindInvite(hashToken(token), now());
      if (!found) throw new AppError('NOT_FOUND', teamMessages.inviteInvalid);
      const { member, inviter, businessName } = found;
      return {
        accountId: member.accountId,
        invitedBy: inviter ? fullName(inviter) : '',
        firstName: member.firstName,
        lastName: member.lastName,
        userName: member.userName!,
        businessName,
        customMessage: member.customMessage,
        role: member.role,
      };
    },

    /** Public: the invitee sets a password; the link works once. */
    async acceptInvite(token: string, input: MemberPasswordInput): Promise<AcceptInviteResult> {
      // Before the claim: a refused password must leave the link working for the next try.
      assertUncommonPassword(input.password, 'password');
      const hash = hashToken(token);
      const at = now();
      const member = await team.unsafeClaimInvite(hash, at);
      if (!member) throw new AppError('NOT_FOUND', teamMessages.inviteInvalid);
      let userId: string;
      try {
        userId = await signIns.createMemberUser({
          email: toSignInEmail(member.userName!, memberEmailDomain),
          userName: member.userName!,
          firstName: member.firstName,
          lastName: member.lastName,
          password: input.password,
        });
      } catch (error) {
        await team.unsafeReleaseInvite(member.id, hash);
        throw error;
      }
      await team.unsafeActivateInvite(member, userId, at);
      return {
        userName: member.userName!,
        accountId: member.accountId,
        memberId: member.id,
        message: teamMessages.inviteAccepted,
      };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
