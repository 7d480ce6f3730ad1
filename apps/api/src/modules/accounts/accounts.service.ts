import { SERVICE_DESCRIPTIONS, SERVICE_NAMES } from '@scanorder/shared/account/services';
import type { Me } from '@scanorder/shared/account/me';
import { ownerLanguageOf } from '@scanorder/shared/account/owner-language';
import { AppError } from '@scanorder/shared/errors/app-error';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import { isSubscriptionLive } from '@scanorder/shared/billing/subscription';
import type { AccountsRepository } from './accounts.repository.ts';

/** The account's subscription as billing stores it (null fields until it subscribes). */
export interface AccountSubscription {
  status: string | null;
  currentPeriodEnd: Date | null;
}

export interface AccountsServiceOptions {
  accounts: AccountsRepository;
  platformAdminEmails: readonly string[];
  /** Billing's subscription row of an account; without it nobody counts as subscribed after the trial. */
  subscriptionOf?: (accountId: string) => Promise<AccountSubscription | undefined>;
  now?: () => Date;
}

export function createAccountsService({
  accounts,
  platformAdminEmails,
  subscriptionOf,
  now = () => new Date(),
}: AccountsServiceOptions) {
  return {
    /** Who is asking, their account, their role and which services they may open. */
    async getMe(userId: string): Promise<Me> {
      const context = await accounts.unsafeFindContextByUserId(userId);
      if (!context) throw new AppError('FORBIDDEN', authMessages.notAuthorizedUser);
      const { account, member, user } = context;
      const at = now();
      const inTrial = account.trialEndsAt.getTime() > at.getTime();
      const subscription = await subscriptionOf?.(account.id);
      const owner = member.isOwner
        ? { firstName: user.firstName, lastName: user.lastName, email: user.email }
        : await accounts.findOwnerContact(account.id);
      // docs/product/plans-and-limits.md: trialing or active counts only while the period end is in the future.
      const live =
        subscription?.status != null &&
        subscription.currentPeriodEnd != null &&
        isSubscriptionLive(
          { status: subscription.status, currentPeriodEnd: subscription.currentPeriodEnd },
          at,
        );
      return {
        user: {
          id: user.id,
          email: user.email,
          firstName: user.firstName || member.firstName,
          lastName: user.lastName || member.lastName,
          image: user.image,
          language: user.language === null ? null : ownerLanguageOf(user.language),
        },
        account: {
          id: account.id,
          trialEndsAt: account.trialEndsAt.toISOString(),
          inTrial,
          subscribed: inTrial || live,
          idleTimeoutMinutes: account.idleTimeoutMinutes,
          signOutOnHiddenTab: account.signOutOnHiddenTab,
          owner: {
            firstName: owner?.firstName ?? '',
            lastName: owner?.lastName ?? '',
            email: owner?.email ?? '',
          },
          services: [...SERVICE_NAMES]
            .sort((a, b) => a.localeCompare(b))
            .map((name) => ({
              name,
              enabled: account.enabledServices.includes(name),
              description: SERVICE_DESCRIPTIONS[name],
            })),
        },
        member: {
          id: member.id,
          role: member.role,
          isOwner: member.isOwner,
          userName: member.userName,
        },
        announcement: account.announcement,
        isPlatformAdmin: platformAdminEmails.includes(user.email.toLowerCase()),
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
