import {
  payoutMessages,
  type LocalOnboardingInput,
  type PayoutAccount,
  type PayoutOnboarding,
  type payoutOnboardingInputSchema,
} from '@scanorder/shared/billing/payouts';
import { billingMessages } from '@scanorder/shared/billing/messages';
import { AppError } from '@scanorder/shared/errors/app-error';
import type { z } from 'zod';
import { assertCan } from '../../auth/roles.ts';
import type { BillingProvider } from './billing-provider.ts';
import {
  onboardingDataOf,
  type BillingRepository,
  type PaymentAccountRow,
} from './billing.repository.ts';
import { providerCall } from './provider-errors.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';

export interface PayoutsServiceOptions {
  provider: BillingProvider;
  billing: BillingRepository;
  publicUrl: string;
}

/**
 * Payout onboarding (docs/product/plans-and-limits.md, docs/product/payments.md): a connected account with the provider, the link
 * the browser follows to onboard, its information once done, and deleting it. Admins only act.
 */
export function createPayoutsService({ provider, billing, publicUrl }: PayoutsServiceOptions) {
  const completeUrl = (tenant: TenantContext) =>
    `${publicUrl}/${tenant.accountId}/payment/onboarding/complete`;

  function present(row: PaymentAccountRow | undefined): PayoutAccount {
    return {
      provider: provider.kind,
      testMode: provider.testMode,
      account: row
        ? {
            accountId: row.providerAccountId,
            accountSetupUrl: row.accountSetupUrl,
            status: row.status,
            onboardingData: onboardingDataOf(row),
          }
        : null,
    };
  }

  return {
    /** Creates (or reuses) the connected account and returns the onboarding link. */
    async startOnboarding(
      tenant: TenantContext,
      input: z.output<typeof payoutOnboardingInputSchema>,
    ): Promise<PayoutOnboarding> {
      assertCan(tenant, 'billing.manage');
      const existing = await billing.findPaymentAccount(tenant);
      const owner = await billing.findOwnerContact(tenant);
      const failed = `${payoutMessages.onboardingFailed} `;
      const account =
        existing?.provider === provider.kind
          ? await providerCall(failed, () =>
              provider.retrieveConnectedAccount(existing.providerAccountId),
            )
          : await providerCall(failed, () =>
              provider.createConnectedAccount({
                accountId: tenant.accountId,
                email: owner?.email ?? tenant.email,
                country: input.country,
                businessDescription: input.businessDescription,
              }),
            );
      const url = await providerCall(failed, () =>
        provider.createAccountLink({
          accountId: tenant.accountId,
          providerAccountId: account.providerAccountId,
          refreshUrl: `${completeUrl(tenant)}?refresh=true`,
          returnUrl: completeUrl(tenant),
        }),
      );
      await billing.savePaymentAccount(tenant, {
        provider: provider.kind,
        providerAccountId: account.providerAccountId,
        accountSetupUrl: url,
        onboardingData: account.data,
        status: account.complete ? 'complete' : 'pending',
      });
      return { accountId: account.providerAccountId, url };
    },

    /** The connected account, read fresh from the provider while onboarding is still pending. */
    async getAccount(tenant: TenantContext): Promise<PayoutAccount> {
      assertCan(tenant, 'billing.view');
      const row = await billing.findPaymentAccount(tenant);
      if (!row || row.status === 'complete' || row.provider !== provider.kind) return present(row);
      const account = await providerCall(`${payoutMessages.infoFailed} `, () =>
        provider.retrieveConnectedAccount(row.providerAccountId),
      );
      const status = account.complete ? 'complete' : 'pending';
      await billing.unsafeUpdatePaymentAccountData(row.providerAccountId, account.data, status);
      return present({ ...row, onboardingData: account.data, status });
    },

    async deleteAccount(tenant: TenantContext): Promise<void> {
      assertCan(tenant, 'billing.manage');
      const row = await billing.findPaymentAccount(tenant);
      if (!row) throw new AppError('NOT_FOUND', payoutMessages.notFound);
      if (row.provider === provider.kind)
        await providerCall(`${payoutMessages.deleteFailed} `, () =>
          provider.deleteConnectedAccount(row.providerAccountId),
        );
      await billing.deletePaymentAccount(tenant);
    },

    /** TEST MODE: the in-app onboarding form completes the local connected account. */
    async completeLocalOnboarding(
      tenant: TenantContext,
      providerAccountId: string,
      input: LocalOnboardingInput,
    ): Promise<PayoutAccount> {
      assertCan(tenant, 'billing.manage');
      if (provider.kind !== 'local') throw new AppError('NOT_FOUND', billingMessages.localOnly);
      const row = await billing.findPaymentAccount(tenant);
      const data = row && onboardingDataOf(row);
      if (!row || !data || row.providerAccountId !== providerAccountId || row.provider !== 'local')
        throw new AppError('NOT_FOUND', payoutMessages.notFound);
      const completed = {
        ...data,
        businessName: input.businessName,
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
      };
      await billing.unsafeUpdatePaymentAccountData(providerAccountId, completed, 'complete');
      return present({ ...row, onboardingData: completed, status: 'complete' });
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
