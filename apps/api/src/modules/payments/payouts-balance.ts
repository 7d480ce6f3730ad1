import { AppError } from '@scanorder/shared/errors/app-error';
import { payoutMessages, type PayoutBalance } from '@scanorder/shared/billing/payouts';
import { assertCan } from '../../auth/roles.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';
import type { BillingRepository } from '../billing/billing.repository.ts';
import { providerCall } from '../billing/provider-errors.ts';
import type { LedgerDay, LedgerRepository } from './ledger.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** How many payouts the page lists, newest first (Stripe's page of them too). */
const RECENT_PAYOUTS = 10;

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The local provider's TEST MODE payouts, simulated from its ledger the way Stripe's daily
 * schedule pays: what a UTC day brought in (charges less refunds and the platform fee) is pending
 * that day and paid out the next; a day that gave back more than it took in is carried to the next
 * payout, and what no payout covered yet shows as a negative available balance.
 */
export function simulatedPayouts(
  days: readonly LedgerDay[],
  today: string,
): Pick<PayoutBalance, 'balances' | 'payouts'> {
  const balances: PayoutBalance['balances'] = [];
  const payouts: PayoutBalance['payouts'] = [];
  for (const currency of [...new Set(days.map((day) => day.currency))].sort()) {
    let carried = 0;
    let pending = 0;
    for (const { day, netMinor } of days.filter((each) => each.currency === currency)) {
      if (day >= today) {
        pending += netMinor;
        continue;
      }
      carried += netMinor;
      if (carried <= 0) continue;
      payouts.push({
        id: `po_local_${currency.toLowerCase()}_${day.replace(/-/g, '')}`,
        amountMinor: carried,
        currency,
        status: 'paid',
        arrivalDate: nextDay(day),
      });
      carried = 0;
    }
    balances.push({ currency, availableMinor: carried, pendingMinor: pending });
  }
  payouts.sort((a, b) => b.arrivalDate.localeCompare(a.arrivalDate));
  return { balances, payouts: payouts.slice(0, RECENT_PAYOUTS) };
}

export interface PayoutsBalanceOptions {
  provider: PaymentProvider;
  billing: BillingRepository;
  ledger: LedgerRepository;
  now: () => Date;
}

/** The payouts page: the connected account's balance and recent payouts (admins and managers). */
export function createPayoutsBalance({ provider, billing, ledger, now }: PayoutsBalanceOptions) {
  return {
    async payoutBalance(tenant: TenantContext): Promise<PayoutBalance> {
      assertCan(tenant, 'billing.view');
      const account = await billing.findPaymentAccount(tenant);
      if (!account || account.provider !== provider.kind)
        throw new AppError('NOT_FOUND', payoutMessages.notFound);
      const base = { provider: provider.kind, testMode: provider.testMode };
      const connectedMoney = provider.connectedMoney?.bind(provider);
      if (!connectedMoney) {
        const today = now().toISOString().slice(0, 10);
        return {
          ...base,
          simulated: true,
          ...simulatedPayouts(await ledger.daysOf(tenant), today),
        };
      }
      const read = await providerCall(payoutMessages.balanceFailed, () =>
        connectedMoney(account.providerAccountId),
      );
      return { ...base, simulated: false, ...read };
    },
  };
}
