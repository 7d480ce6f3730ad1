import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PayoutAccount, PayoutBalance } from '@scanorder/shared/billing/payouts';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { renderWithApp, requestsTo } from '../../../test/render.tsx';
import { EMPTY_BALANCE, serveBilling } from './billing-test-fixtures.ts';
import { PayoutsPanel } from './payouts-panel.tsx';

const onboarded: PayoutAccount = {
  provider: 'local',
  testMode: true,
  account: {
    accountId: 'acct_local_1',
    accountSetupUrl: null,
    status: 'complete',
    onboardingData: null,
  },
};

const simulated: PayoutBalance = {
  ...EMPTY_BALANCE,
  balances: [{ currency: 'INR', availableMinor: 0, pendingMinor: 53_535 }],
  payouts: [
    {
      id: 'po_local_inr_20261123',
      amountMinor: 29_258,
      currency: 'INR',
      status: 'paid',
      arrivalDate: '2026-11-24',
    },
  ],
};

afterEach(() => setOwnerLocale('en'));

describe('the payouts page: balance and recent payouts', { timeout: 30_000 }, () => {
  it('shows the TEST MODE simulation: pending today, paid out the next day', async () => {
    serveBilling({ payouts: onboarded, balance: simulated });
    renderWithApp(<PayoutsPanel isAdmin={false} />);
    const section = await screen.findByRole('group', { name: 'Balance and payouts' });
    expect(
      await within(section).findByText(/TEST MODE: payouts are simulated/),
    ).toBeInTheDocument();
    expect(within(section).getByText('Pending (INR)').nextSibling).toHaveTextContent('₹535.35');
    expect(within(section).getByText('Available (INR)').nextSibling).toHaveTextContent('₹0.00');
    const rows = within(
      within(section).getByRole('table', { name: 'Recent payouts' }),
    ).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Nov 24, 2026₹292.58Paid out');
  });

  it('shows Stripe payouts under way and says when nothing has come in yet', async () => {
    let balance: PayoutBalance = {
      provider: 'stripe',
      testMode: false,
      simulated: false,
      balances: [],
      payouts: [],
    };
    const fetchMock = serveBilling({ payouts: onboarded, balance: () => balance });
    renderWithApp(<PayoutsPanel isAdmin />);
    const section = await screen.findByRole('group', { name: 'Balance and payouts' });
    expect(await within(section).findByText('No money has come in yet.')).toBeInTheDocument();
    expect(within(section).getByText('No payouts yet.')).toBeInTheDocument();
    expect(within(section).queryByText(/TEST MODE/)).not.toBeInTheDocument();

    balance = {
      ...balance,
      balances: [{ currency: 'JPY', availableMinor: 1200, pendingMinor: 300 }],
      payouts: [
        {
          id: 'po_1',
          amountMinor: 4500,
          currency: 'JPY',
          status: 'in_transit',
          arrivalDate: '2026-11-26',
        },
      ],
    };
    // Refresh from the keyboard.
    const user = userEvent.setup();
    within(section).getByRole('button', { name: 'Refresh' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(section).findByText('On its way')).toBeInTheDocument();
    expect(within(section).getByText('Available (JPY)').nextSibling).toHaveTextContent('¥1,200');
    expect(requestsTo(fetchMock, '/api/v1/billing/payouts/balance')).toHaveLength(2);
  });

  it('says why the balance could not be read', async () => {
    // A 4xx is an answer and shows at once (a provider's 503 is retried first, as every read is).
    serveBilling({
      payouts: onboarded,
      balance: () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'No connected account for payouts' } },
      }),
    });
    renderWithApp(<PayoutsPanel isAdmin />);
    expect(
      await screen.findByText(
        'Server Error getting the balance and payouts! No connected account for payouts',
      ),
    ).toBeInTheDocument();
    // Asking again would get the same answer.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('is in Spanish for a Spanish-speaking owner', async () => {
    await setOwnerLocale('es');
    serveBilling({ payouts: onboarded, balance: simulated });
    renderWithApp(<PayoutsPanel isAdmin />);
    const section = await screen.findByRole('group', { name: 'Saldo y pagos' });
    expect(await within(section).findByText('Pendiente (INR)')).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'Pagos recientes' })).toHaveTextContent(
      'Pagado',
    );
    expect(within(section).getByText(/MODO DE PRUEBA/)).toBeInTheDocument();
  });

  it('is not shown before onboarding is complete', async () => {
    const fetchMock = serveBilling({
      payouts: { ...onboarded, account: { ...onboarded.account!, status: 'pending' } },
    });
    renderWithApp(<PayoutsPanel isAdmin />);
    expect(await screen.findByRole('button', { name: 'Continue Onboarding' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Balance and payouts' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/billing/payouts/balance')).toEqual([]);
  });
});
