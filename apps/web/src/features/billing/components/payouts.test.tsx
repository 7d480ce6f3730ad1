import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingData, PayoutAccount } from '@scanorder/shared/billing/payouts';
import { makeMe } from '../../../test/fixtures.ts';
import { makeBusiness } from '../../../test/business-fixtures.ts';
import { renderWithApp, requestsTo } from '../../../test/render.tsx';
import { leaveAppFor } from '../lib/leave-app.ts';
import { NO_PAYOUT_ACCOUNT, serveBilling } from './billing-test-fixtures.ts';
import { LocalOnboardingPage } from './local-onboarding-page.tsx';
import { OnboardingCompletePage } from './onboarding-complete-page.tsx';
import { PayoutsPanel } from './payouts-panel.tsx';

vi.mock('../lib/leave-app.ts', () => ({ leaveAppFor: vi.fn() }));

const data: OnboardingData = {
  id: 'acct_local_1',
  country: 'IN',
  email: 'asha@example.com',
  businessName: null,
  businessDescription: 'Thalis and street food',
  defaultCurrency: null,
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
};

const accountWith = (status: 'pending' | 'complete', overrides: Partial<OnboardingData> = {}) =>
  ({
    provider: 'local',
    testMode: true,
    account: {
      accountId: 'acct_local_1',
      accountSetupUrl: '/acc-1/payment/onboarding/local?account=acct_local_1',
      status,
      onboardingData: { ...data, ...overrides },
    },
  }) satisfies PayoutAccount;

const completeAccount = accountWith('complete', {
  businessName: 'Verma Kitchen',
  detailsSubmitted: true,
  chargesEnabled: true,
  payoutsEnabled: true,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PayoutsPanel', () => {
  it('starts onboarding with country and business description, then goes to the link', async () => {
    const user = userEvent.setup();
    const fetchMock = serveBilling({
      other: () => ({
        status: 201,
        body: { accountId: 'acct_local_1', url: 'http://test/acc-1/payment/onboarding/local' },
      }),
    });
    renderWithApp(<PayoutsPanel isAdmin />);
    await user.selectOptions(await screen.findByLabelText('Country'), 'GB');
    await user.click(screen.getByRole('button', { name: 'Start Onboarding' }));
    expect(
      await screen.findByText('Business description cannot be less than 5 characters'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Business Description'), 'Thalis and street food');
    await user.click(screen.getByRole('button', { name: 'Start Onboarding' }));
    await waitFor(() =>
      expect(leaveAppFor).toHaveBeenCalledWith('http://test/acc-1/payment/onboarding/local'),
    );
    expect(requestsTo(fetchMock, '/api/v1/billing/payouts/onboarding')).toEqual([
      { country: 'GB', businessDescription: 'Thalis and street food' },
    ]);
  });

  it("starts on the business's own country, not India for everyone", async () => {
    serveBilling({
      businesses: {
        restaurant: makeBusiness('restaurant', { timeZone: 'Europe/Madrid', countryCode: '+34' }),
      },
    });
    renderWithApp(<PayoutsPanel isAdmin />);
    expect(await screen.findByLabelText('Country')).toHaveValue('ES');
  });

  it("starts on the grocery's country when there is no restaurant, by its dialling code", async () => {
    serveBilling({
      businesses: { grocery: makeBusiness('grocery', { timeZone: 'UTC', countryCode: '+52' }) },
    });
    renderWithApp(<PayoutsPanel isAdmin />);
    expect(await screen.findByLabelText('Country')).toHaveValue('MX');
  });

  it('asks for a country when neither the business nor the device tells one', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    const zone = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone: 'UTC' } as Intl.ResolvedDateTimeFormatOptions);
    const user = userEvent.setup();
    serveBilling();
    renderWithApp(<PayoutsPanel isAdmin />);
    expect(await screen.findByLabelText('Country')).toHaveValue('');
    await user.type(screen.getByLabelText('Business Description'), 'Thalis and street food');
    await user.click(screen.getByRole('button', { name: 'Start Onboarding' }));
    expect(await screen.findByText('Country must be a 2-letter code')).toBeInTheDocument();
    zone.mockRestore();
  });

  it("says 'Server Error While onboarding user for payment!' with the reason", async () => {
    const user = userEvent.setup();
    serveBilling({
      other: () => ({
        status: 403,
        body: {
          error: { code: 'FORBIDDEN', message: 'Your are not authorized to perform this action.' },
        },
      }),
    });
    renderWithApp(<PayoutsPanel isAdmin />);
    await user.type(await screen.findByLabelText('Business Description'), 'Meals and coffee');
    await user.click(screen.getByRole('button', { name: 'Start Onboarding' }));
    expect(
      await screen.findByText(
        'SERVER ERROR WHILE ONBOARDING USER FOR PAYMENT! YOUR ARE NOT AUTHORIZED TO PERFORM THIS ACTION.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the connected account and deletes it after confirming', async () => {
    const user = userEvent.setup();
    let account: PayoutAccount = completeAccount;
    const fetchMock = serveBilling({
      payouts: () => account,
      other: ({ method }) => {
        if (method !== 'DELETE') return { status: 404 };
        account = NO_PAYOUT_ACCOUNT;
        return { status: 204 };
      },
    });
    renderWithApp(<PayoutsPanel isAdmin />);
    expect(await screen.findByText('Payment Onboarding is completed.')).toBeInTheDocument();
    const info = screen.getByRole('table', { name: 'Connected account information' });
    expect(within(info).getByText('Verma Kitchen')).toBeInTheDocument();
    expect(within(info).getByText('acct_local_1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Connected Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Connected Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Start Onboarding' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url),
    ).toEqual(['/api/v1/billing/payouts/account']);
  });

  it('tells a provider failure apart from a failure to delete the stored information', async () => {
    const user = userEvent.setup();
    let status = 503;
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serveBilling({
      payouts: completeAccount,
      other: async () => {
        await answered;
        return {
          status,
          body: {
            error:
              status === 503
                ? {
                    code: 'SERVICE_UNAVAILABLE',
                    message: 'Server Error While deleting connected user! No such account',
                  }
                : { code: 'NOT_FOUND', message: 'No connected account for payouts' },
          },
        };
      },
    });
    renderWithApp(<PayoutsPanel isAdmin />);
    const remove = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete Connected Account' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
      );
    };
    await remove();
    // While the provider answers, the panel's button waits without being disabled, so the
    // confirmation can hand the keyboard back to it.
    // (Behind the open confirmation, the panel is hidden from the accessibility tree.)
    const button = screen.getByRole('button', { name: 'Delete Connected Account', hidden: true });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeEnabled();
    answer();
    expect(
      await screen.findByText('SERVER ERROR WHILE DELETING CONNECTED USER! NO SUCH ACCOUNT'),
    ).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    status = 404;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await remove();
    expect(
      await screen.findByText(
        'SERVER ERROR DELETING CONNECTED USER INFORMATION! NO CONNECTED ACCOUNT FOR PAYOUTS',
      ),
    ).toBeInTheDocument();
  });

  it('keeps onboarding from managers', async () => {
    serveBilling({ payouts: accountWith('pending') });
    renderWithApp(<PayoutsPanel isAdmin={false} />);
    expect(await screen.findByRole('button', { name: 'Continue Onboarding' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Connected Account' })).toBeDisabled();
  });
});

describe('payout onboarding pages', () => {
  it('completes the TEST MODE onboarding form and goes to the completion page', async () => {
    const user = userEvent.setup();
    const fetchMock = serveBilling({ other: () => ({ body: completeAccount }) });
    renderWithApp(<LocalOnboardingPage />, {
      url: '/acc-1/payment/onboarding/local?account=acct_local_1',
      path: '/:userId/payment/onboarding/local',
    });
    expect(await screen.findByText('TEST MODE')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Business Name'), 'Verma Kitchen');
    await user.click(screen.getByRole('button', { name: 'Complete Onboarding' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/acc-1/payment/onboarding/complete',
      ),
    );
    expect(
      requestsTo(fetchMock, '/api/v1/billing/payouts/local-onboarding/acct_local_1/complete'),
    ).toEqual([{ businessName: 'Verma Kitchen' }]);
  });

  it('wraps the long connected account id instead of widening a phone screen', async () => {
    serveBilling({ other: () => ({ body: completeAccount }) });
    renderWithApp(<LocalOnboardingPage />, {
      url: '/acc-1/payment/onboarding/local?account=acct_local_131bcc5e080a424699550d71e10a85dc',
      path: '/:userId/payment/onboarding/local',
    });
    // At 390 px the unbroken id ran 58 px past the screen's edge (scrollWidth 448).
    expect(
      await screen.findByText('Connected account acct_local_131bcc5e080a424699550d71e10a85dc'),
    ).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('polls every 3000 ms while onboarding, then says it is completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: PayoutAccount = accountWith('pending');
    const fetchMock = serveBilling({ payouts: () => answer });
    const reads = () => requestsTo(fetchMock, '/api/v1/billing/payouts/account').length;
    renderWithApp(<OnboardingCompletePage />, {
      url: '/acc-1/payment/onboarding/complete',
      path: '/:userId/payment/onboarding/complete',
    });
    expect(await screen.findByText('Payment onboarding is in progress…')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBe(1));

    // Half way through the interval nothing more was asked (the clock also runs in real time).
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(reads()).toBe(2));
    expect(screen.getByText('Payment onboarding is in progress…')).toBeInTheDocument();

    answer = completeAccount;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Payment Onboarding is completed.')).toBeInTheDocument();
    expect(screen.getByText('Verma Kitchen')).toBeInTheDocument();
    const settled = reads();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(reads()).toBe(settled);
  });

  it("notifies 'Server Error getting connected user information!' when it cannot read it", async () => {
    serveBilling({
      me: makeMe(),
      payouts: () => ({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Not yours' } },
      }),
    });
    renderWithApp(<OnboardingCompletePage />, {
      url: '/acc-1/payment/onboarding/complete',
      path: '/:userId/payment/onboarding/complete',
    });
    expect(
      await screen.findAllByText('SERVER ERROR GETTING CONNECTED USER INFORMATION! NOT YOURS'),
    ).not.toHaveLength(0);
  });
});
