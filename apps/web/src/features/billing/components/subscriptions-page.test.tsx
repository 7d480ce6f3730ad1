import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOWNGRADE_TITLE } from '@scanorder/shared/billing/plan-change';
import { makeMe } from '../../../test/fixtures.ts';
import { renderWithApp, requestsTo } from '../../../test/render.tsx';
import { makeBilling, makeSubscription, serveBilling } from './billing-test-fixtures.ts';
import { SubscriptionsPage, type PlanChooserSlotProps } from './subscriptions-page.tsx';

/** A trial that ended before the tests' today. */
const TRIAL_ENDED = { endsAt: '2024-01-01T00:00:00.000Z', inTrial: false };

/** Stands in for the pricing cards the app layer passes in. */
function TestChooser(props: PlanChooserSlotProps) {
  const other = props.interval === 'month' ? 'year' : 'month';
  return (
    <div>
      <p data-testid="chooser-interval">{props.interval}</p>
      <button type="button" onClick={() => props.onIntervalChange(other)}>
        Switch to {other}
      </button>
      {props.plans?.map((plan) => (
        <button
          key={plan.priceId}
          type="button"
          aria-pressed={plan.planId === props.selectedPlanId}
          onClick={() => props.onSelect(plan)}
        >
          Select {plan.name}
          {plan.priceId === props.currentPriceId ? ' (current)' : ''}
        </button>
      ))}
    </div>
  );
}

function renderPage(url = '/acc-1/subscriptions') {
  return renderWithApp(
    <SubscriptionsPage renderPlanChooser={(props) => <TestChooser {...props} />} />,
    { url, path: '/:userId/subscriptions' },
  );
}

const actions = () => within(screen.getByRole('group', { name: 'Subscription actions' }));
const detail = (label: string) =>
  within(screen.getByRole('table', { name: 'Subscription Details' }))
    .getByRole('rowheader', { name: label })
    .closest('tr')!.lastElementChild!.textContent;
const longDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

describe('SubscriptionsPage', () => {
  it('shows a trial account the default note, Starter Kit chosen and only SUBSCRIBE to act', async () => {
    serveBilling();
    renderPage();
    expect(
      await screen.findByText('Please select the subscription plan to update.'),
    ).toBeInTheDocument();
    expect(detail('Plan')).toBe('Starter Kit');
    expect(detail('Status')).toBe('In Active');
    expect(detail('Trial')).toBe('Started');
    expect(await screen.findByRole('button', { name: 'Select Starter Kit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(actions().getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled());
    for (const name of ['UPDATE PLAN', 'Update Payment', 'Pause', 'Cancel'])
      expect(actions().getByRole('button', { name })).toBeDisabled();
    expect(screen.getByText('TEST MODE')).toBeInTheDocument();
  });

  it('shows the limits the server enforces: Enterprise in the trial, Starter Kit after it', async () => {
    serveBilling();
    const trial = renderPage();
    await screen.findByRole('table', { name: 'Subscription Details' });
    expect(detail('Branches Allowed')).toBe('25');
    trial.unmount();

    serveBilling({
      billing: makeBilling(null, {
        subscribed: false,
        trial: TRIAL_ENDED,
      }),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Subscription Details' });
    expect(detail('Branches Allowed')).toBe('1');
    expect(detail('Team Members Allowed')).toBe('3');
    expect(detail('QR Codes Allowed')).toBe('25');
  });

  it('tells an owner who subscribed during the trial what their plan allows once the trial ends', async () => {
    serveBilling({ billing: makeBilling(makeSubscription()) });
    renderPage();
    await screen.findByRole('table', { name: 'Subscription Details' });
    expect(detail('Plan')).toBe('Company');
    // The trial's limits hold until it ends, and the table says so.
    expect(detail('Branches Allowed')).toBe('25');
    expect(
      screen.getByText(
        `Your trial includes every feature until it ends. From ${longDate('2030-01-15T00:00:00.000Z')}, your Company plan's limits apply: Branches Allowed 5, Team Members Allowed 15, QR Codes Allowed 250.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows Starter Kit limits once a subscription period has ended, whatever plan is on record', async () => {
    serveBilling({
      billing: makeBilling(makeSubscription({ currentPeriodEnd: '2024-02-01T00:00:00.000Z' }), {
        subscribed: false,
        trial: TRIAL_ENDED,
      }),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Subscription Details' });
    expect(detail('Plan')).toBe('Company');
    expect(detail('Branches Allowed')).toBe('1');
  });

  it('shows an active plan as Active with the trial Ended and MANAGE BILLING', async () => {
    serveBilling({
      billing: makeBilling(makeSubscription(), {
        trial: TRIAL_ENDED,
      }),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Subscription Details' });
    expect(detail('Status')).toBe('Active');
    expect(detail('Trial')).toBe('Ended');
    expect(detail('Plan')).toBe('Company');
    expect(detail('Price')).toBe('₹2,499.00');
    expect(await screen.findByRole('button', { name: 'Select Company (current)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The current plan is chosen, so there is nothing to update yet.
    expect(actions().getByRole('button', { name: 'UPDATE PLAN' })).toBeDisabled();
    for (const name of ['Update Payment', 'Pause', 'Cancel', 'MANAGE BILLING'])
      expect(actions().getByRole('button', { name })).toBeEnabled();
  });

  it('notes a paused subscription in red and disables UPDATE PLAN and Update Payment', async () => {
    serveBilling({ billing: makeBilling(makeSubscription({ pauseCollection: true })) });
    renderPage();
    const note = await screen.findByText(
      'Your subscription is paused. Please resume to update the plan.',
    );
    expect(note.closest('[role="alert"]')).toHaveClass('MuiAlert-colorError');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Select Enterprise' }));
    expect(actions().getByRole('button', { name: 'UPDATE PLAN' })).toBeDisabled();
    expect(actions().getByRole('button', { name: 'Update Payment' })).toBeDisabled();
    expect(actions().getByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(actions().getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('notes a cancelled subscription with its last day and disables Pause/Resume', async () => {
    const subscription = makeSubscription({ cancelAtPeriodEnd: true });
    serveBilling({ billing: makeBilling(subscription) });
    renderPage();
    expect(
      await screen.findByText(
        `Your subscription is cancelled. You can use it, till end of the current subscription - ${longDate(subscription.currentPeriodEnd)}`,
      ),
    ).toBeInTheDocument();
    for (const name of ['UPDATE PLAN', 'Update Payment', 'Pause'])
      expect(actions().getByRole('button', { name })).toBeDisabled();
    expect(actions().getByRole('button', { name: 'Activate' })).toBeEnabled();
  });

  it('lets a manager look but not act', async () => {
    serveBilling({
      me: makeMe({ member: { id: 'mem-2', role: 'manager', isOwner: false } }),
      billing: makeBilling(makeSubscription()),
    });
    renderPage('/acc-1/subscriptions?memberId=mem-2');
    expect(
      await screen.findByText('Only the account admin can change the subscription.'),
    ).toBeInTheDocument();
    // Not "Choose your plan, pause or cancel it": none of it is theirs to do.
    expect(
      screen.getByText("See the account's plan, its limits and its billing."),
    ).toBeInTheDocument();
    for (const name of ['UPDATE PLAN', 'Update Payment', 'Pause', 'Cancel', 'MANAGE BILLING'])
      expect(actions().getByRole('button', { name })).toBeDisabled();
  });

  it('sends a member to /unauthorized', async () => {
    serveBilling({ me: makeMe({ member: { id: 'mem-3', role: 'member', isOwner: false } }) });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/unauthorized'));
  });

  it('keeps the chosen product when the interval changes and updates to that price', async () => {
    const user = userEvent.setup();
    const fetchMock = serveBilling({
      billing: makeBilling(makeSubscription()),
      other: ({ url }) =>
        url.endsWith('/subscription/plan')
          ? {
              body: makeBilling(
                makeSubscription({
                  plan: { ...makeSubscription().plan, id: 'enterprise-year-INR' },
                }),
              ),
            }
          : { status: 404 },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Select Enterprise' }));
    await user.click(screen.getByRole('button', { name: 'Switch to year' }));
    expect(screen.getByTestId('chooser-interval')).toHaveTextContent('year');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Select Enterprise' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(actions().getByRole('button', { name: 'UPDATE PLAN' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/billing/subscription/plan')).toEqual([
        { priceId: 'enterprise-year-INR', currency: 'INR' },
      ]),
    );
    expect(await screen.findByText(/SUBSCRIPTION PLAN UPDATED/)).toBeInTheDocument();
  });

  it('lists what a refused downgrade must delete, from the 409 body', async () => {
    const user = userEvent.setup();
    serveBilling({
      billing: makeBilling(makeSubscription()),
      other: () => ({
        status: 409,
        body: {
          error: { code: 'LIMIT_REACHED', message: DOWNGRADE_TITLE },
          downgrade: {
            restaurantEntities: ['Main Street', 'Lake View'],
            groceryEntities: [],
            members: [{ firstName: 'Ravi', lastName: 'Kumar' }],
            qrCount: 4,
            allowed: { entityCount: 1, memberCount: 3, qrCount: 25 },
            actual: { entityCount: 2, memberCount: 1, qrCount: 4 },
            exceeded: ['entityCount'],
          },
        },
      }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Select Starter Kit' }));
    await user.click(actions().getByRole('button', { name: 'UPDATE PLAN' }));
    const dialog = await screen.findByRole('dialog', { name: DOWNGRADE_TITLE });
    expect(within(dialog).getByText('Main Street')).toBeInTheDocument();
    expect(within(dialog).getByText('Lake View')).toBeInTheDocument();
    expect(within(dialog).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(dialog).getByText(/Starter Kit limits/)).toBeInTheDocument();
  });

  it('pauses with a bodiless POST and shows the new state', async () => {
    const user = userEvent.setup();
    const fetchMock = serveBilling({
      billing: makeBilling(makeSubscription()),
      other: ({ url }) =>
        url.endsWith('/subscription/pause')
          ? { body: makeBilling(makeSubscription({ pauseCollection: true })) }
          : { status: 404 },
    });
    renderPage();
    await waitFor(() => expect(actions().getByRole('button', { name: 'Pause' })).toBeEnabled());
    await user.click(actions().getByRole('button', { name: 'Pause' }));
    expect(
      await screen.findByText('Your subscription is paused. Please resume to update the plan.'),
    ).toBeInTheDocument();
    expect(actions().getByRole('button', { name: 'Resume' })).toBeEnabled();
    const [, init] = fetchMock.mock.calls.find(
      ([input]) => input === '/api/v1/billing/subscription/pause',
    )!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeNull();
    expect(init?.headers).not.toHaveProperty('content-type');
  });
});
