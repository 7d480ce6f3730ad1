import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GUEST_DETAILS } from '@scanorder/shared/ordering/guest-details';
import { DraftGuard } from '../../../components/draft-guard.tsx';
import { makeBusiness } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { OrderSettingsForm } from './order-settings-form.tsx';
import { PickupDeliveryForm } from './pickup-delivery-form.tsx';

describe('PickupDeliveryForm', { timeout: 30_000 }, () => {
  it('offers dine-in to restaurants only and disables fields whose switch is off', async () => {
    const user = userEvent.setup();
    renderWithApp(<PickupDeliveryForm kind="grocery" business={makeBusiness('grocery')} />);
    expect(screen.queryByLabelText('Dine-in Option')).not.toBeInTheDocument();
    const pickupTime = screen.getByLabelText('Schedule Pickup Time (minutes)');
    expect(pickupTime).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Schedule Pickup Option' }));
    expect(pickupTime).toBeEnabled();
  });

  it("checks every range with the spec's messages and saves minor units", async () => {
    const user = userEvent.setup();
    const business = makeBusiness('restaurant');
    const fetchMock = mockFetch(({ body }) => ({
      body: { ...business, pickupDelivery: body },
    }));
    renderWithApp(<PickupDeliveryForm kind="restaurant" business={business} />);
    // A new restaurant starts with Dine-in on (issue 20).
    expect(screen.getByRole('switch', { name: 'Dine-in Option' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Schedule Pickup Option' }));
    await user.click(screen.getByRole('switch', { name: 'Self Delivery Option' }));
    await user.click(screen.getByRole('switch', { name: 'Delivery Radius Enabled' }));
    await user.click(screen.getByRole('switch', { name: 'Minimum Amount Enabled' }));

    const cases: [string, string, string][] = [
      [
        'Dine-in Preparation Time (minutes)',
        '181',
        'Dine-in preparation time cannot be more than 180 value',
      ],
      ['Schedule Pickup Time (minutes)', '0', 'Schedule pickup time cannot be less than 1 value'],
      ['Maximum Lead Time (days)', '121', 'Maximum lead time cannot be more than 120 value'],
      [
        'Minimum Delivery Time (minutes)',
        '3601',
        'Minimum delivery time cannot be more than 3600 value',
      ],
      ['Delivery Radius', '101', 'Delivery radius cannot be more than 100 value'],
      [
        'Delivery Minimum Amount (INR)',
        '0.5',
        'Delivery minimum amount cannot be less than 1 value',
      ],
      // Text that is no number is not "required": the owner did type something.
      ['Delivery Minimum Amount (INR)', '1,000', 'Please enter valid Delivery minimum amount'],
      ['Delivery Radius', '5km', 'Please enter valid Delivery radius'],
    ];
    for (const [label, value, message] of cases) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    for (const [label, value] of [
      ['Dine-in Preparation Time (minutes)', '20'],
      ['Schedule Pickup Time (minutes)', '25'],
      ['Maximum Lead Time (days)', '3'],
      ['Minimum Delivery Time (minutes)', '40'],
      ['Delivery Radius', '8'],
      ['Delivery Minimum Amount (INR)', '250.50'],
      ['Maximum Orders per Pickup Slot', '4'],
    ] as const) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    }
    await user.selectOptions(screen.getByLabelText('Pickup Slot Step'), '15');
    await user.click(screen.getByRole('button', { name: 'Save Pickup/Delivery' }));

    expect(await screen.findByText('PICKUP AND DELIVERY SETTINGS SAVED')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/pickup-delivery')).toEqual([
      {
        dineInEnabled: true,
        dineInPrepTimeMinutes: 20,
        schedulePickupEnabled: true,
        schedulePickupTimeMinutes: 25,
        maximumLeadTimeDays: 3,
        selfDeliveryEnabled: true,
        minimumDeliveryTimeMinutes: 40,
        deliveryRadiusEnabled: true,
        deliveryRadius: 8,
        unitType: 'KiloMeter',
        minimumAmountEnabled: true,
        deliveryMinimumAmountMinor: 25_050,
        maxOrdersPerSlot: 4,
        slotStepMinutes: 15,
      },
    ]);
  });
});

describe('OrderSettingsForm', { timeout: 30_000 }, () => {
  it('validates tax and service charge and edits tip options as chips', async () => {
    const user = userEvent.setup();
    const business = makeBusiness('restaurant');
    const fetchMock = mockFetch(({ body }) => ({ body: { ...business, orderSettings: body } }));
    renderWithApp(<OrderSettingsForm kind="restaurant" business={business} />);

    const serviceCharge = screen.getByLabelText('Service Charge Percentage');
    await user.clear(serviceCharge);
    await user.type(serviceCharge, 'abc');
    expect(
      await screen.findByText('Service charge percentage must be a number'),
    ).toBeInTheDocument();
    await user.clear(serviceCharge);
    await user.type(serviceCharge, '101');
    expect(
      await screen.findByText('Service charge percentage cannot be more than 100 value'),
    ).toBeInTheDocument();
    await user.clear(serviceCharge);
    await user.type(serviceCharge, '5');

    const taxName = screen.getByLabelText('Tax Type Name');
    await user.clear(taxName);
    await user.type(taxName, 'GS');
    expect(
      await screen.findByText('Tax type name cannot be less than 3 characters'),
    ).toBeInTheDocument();
    await user.type(taxName, 'T');
    await user.click(screen.getByRole('switch', { name: 'Include Tax Calculation' }));
    const taxPercentage = screen.getByLabelText('Tax Percentage');
    await user.clear(taxPercentage);
    await user.type(taxPercentage, '18');

    await user.click(screen.getByRole('switch', { name: 'Include Tips' }));
    await user.click(screen.getByRole('button', { name: 'Remove 10% tip' }));
    // The pressed chip went with its tip: the keyboard goes on with the one that took its place.
    expect(screen.getByRole('button', { name: 'Remove 15% tip' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(screen.getByRole('button', { name: 'Remove 5% tip' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(screen.getByLabelText('New Tip Option (%)')).toHaveFocus();
    await user.type(screen.getByLabelText('New Tip Option (%)'), '5{Enter}');
    await user.type(screen.getByLabelText('New Tip Option (%)'), '15{Enter}');
    const newTip = screen.getByLabelText('New Tip Option (%)');
    await user.type(newTip, '150');
    await user.click(screen.getByRole('button', { name: 'Add Tip' }));
    expect(screen.getByText('Tip option cannot be more than 100 value')).toBeInTheDocument();
    await user.clear(newTip);
    await user.type(newTip, '20{Enter}');
    const tips = screen.getByRole('group', { name: 'Tip Options (%)' });
    expect(
      within(tips)
        .getAllByRole('button', { name: /tip$/ })
        .map((chip) => chip.textContent),
    ).toEqual(['5%', '15%', '20%']);

    // Guest details at checkout: dine-in asks a first name only until the owner asks for more; a
    // first name can never be dropped.
    expect(screen.getByRole('combobox', { name: 'Dine-in: First name' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('combobox', { name: 'Dine-in: Mobile number' }));
    await user.click(await screen.findByRole('option', { name: 'Optional' }));

    await user.click(screen.getByRole('button', { name: 'Save Order Settings' }));
    expect(await screen.findByText('ORDER SETTINGS SAVED')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/order-settings')).toEqual([
      {
        includeTaxCalculation: true,
        taxTypeName: 'GST',
        taxPercentage: 18,
        includeTips: true,
        tipsOptions: [5, 15, 20],
        paymentNotAvailable: false,
        serviceChargePercentage: 5,
        // The kitchen board's settings, untouched here, are saved with their defaults.
        prepTimeMinutes: 15,
        ticketAmberMinutes: 10,
        ticketRedMinutes: 20,
        guestDetails: {
          ...DEFAULT_GUEST_DETAILS,
          'dine-in': { ...DEFAULT_GUEST_DETAILS['dine-in'], mobileNo: 'optional' },
        },
        dineInPayment: 'at-end',
      },
    ]);
  });
});

describe('OrderSettingsForm, a tip typed but not added', { timeout: 30_000 }, () => {
  it('is added when the owner saves, and a tip that cannot be added stops the save', async () => {
    const user = userEvent.setup();
    const business = makeBusiness('restaurant');
    const fetchMock = mockFetch(({ body }) => ({ body: { ...business, orderSettings: body } }));
    renderWithApp(<OrderSettingsForm kind="restaurant" business={business} />);
    await user.click(screen.getByRole('switch', { name: 'Include Tips' }));
    const newTip = screen.getByLabelText('New Tip Option (%)');
    const save = screen.getByRole('button', { name: 'Save Order Settings' });

    await user.type(newTip, '10');
    await user.click(save);
    expect(await screen.findByText('Tip options must be different')).toBeInTheDocument();
    expect(newTip).toHaveFocus();
    expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/order-settings')).toEqual([]);

    await user.clear(newTip);
    await user.type(newTip, '12');
    await user.click(save);
    expect(await screen.findByText('ORDER SETTINGS SAVED')).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, '/api/v1/businesses/restaurant/order-settings').map(
        (body) => (body as { tipsOptions: number[] }).tipsOptions,
      ),
    ).toEqual([[5, 10, 12, 15]]);
    expect(newTip).toHaveValue('');
  });

  it('comes back with the draft after a reload, and is added when the draft is saved', async () => {
    const user = userEvent.setup();
    const business = makeBusiness('restaurant');
    const fetchMock = mockFetch(({ body }) => ({ body: { ...business, orderSettings: body } }));
    const page = () => (
      <DraftGuard accountId="acc-1" userId="user-1">
        <OrderSettingsForm kind="restaurant" business={business} />
      </DraftGuard>
    );
    const first = renderWithApp(page(), { url: '/acc-1/restaurant?tab=order-settings' });
    await user.click(screen.getByRole('switch', { name: 'Include Tips' }));
    await user.type(screen.getByLabelText('New Tip Option (%)'), '12');
    await waitFor(() =>
      expect(
        window.localStorage.getItem('scanorder.draft.acc-1.user-1.restaurant.order-settings'),
      ).toContain('"newTip":"12"'),
    );

    // The page is loaded again: the draft is offered, and the typed tip comes back with it.
    first.unmount();
    renderWithApp(page(), { url: '/acc-1/restaurant?tab=order-settings' });
    expect(screen.getByLabelText('New Tip Option (%)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByLabelText('New Tip Option (%)')).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Save Order Settings' }));
    expect(await screen.findByText('ORDER SETTINGS SAVED')).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, '/api/v1/businesses/restaurant/order-settings').map(
        (body) => (body as { tipsOptions: number[] }).tipsOptions,
      ),
    ).toEqual([[5, 10, 12, 15]]);
  });
});

describe('OrderSettingsForm payment', { timeout: 30_000 }, () => {
  const statusUrl = '/api/v1/businesses/restaurant/online-payment';
  const withStatus = (
    business: ReturnType<typeof makeBusiness>,
    unavailableReason: 'payouts-not-ready' | null,
  ) =>
    mockFetch(({ url, body }) =>
      url.startsWith(statusUrl)
        ? {
            body: {
              provider: 'local',
              testMode: true,
              online: unavailableReason === null,
              unavailableReason,
            },
          }
        : { body: { ...business, orderSettings: body } },
    );

  it('tells the owner why guests cannot pay online yet and links to payout onboarding', async () => {
    const business = makeBusiness('restaurant');
    withStatus(business, 'payouts-not-ready');
    renderWithApp(<OrderSettingsForm kind="restaurant" business={business} />);
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent('payout onboarding is not complete');
    expect(within(note).getByRole('link', { name: 'Complete payout onboarding' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/subscriptions$/),
    );
  });

  it('says guests pay at the counter while Payment Not Available is on, and hides when to pay', async () => {
    const user = userEvent.setup();
    const business = makeBusiness('restaurant');
    withStatus(business, null);
    renderWithApp(<OrderSettingsForm kind="restaurant" business={business} />);
    expect(await screen.findByText(/Guests can pay online \(TEST MODE/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'When dine-in guests pay' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Payment Not Available' }));
    expect(
      screen.getByText('Guests are told to pay at the counter; no payment is taken online.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'When dine-in guests pay' }),
    ).not.toBeInTheDocument();
  });

  it('saves dine-in paid before the order is sent', async () => {
    const user = userEvent.setup();
    const business = makeBusiness('restaurant');
    const fetchMock = withStatus(business, null);
    renderWithApp(<OrderSettingsForm kind="restaurant" business={business} />);
    await user.click(screen.getByRole('radio', { name: 'Before the order is sent' }));
    await user.click(screen.getByRole('button', { name: 'Save Order Settings' }));
    expect(await screen.findByText('ORDER SETTINGS SAVED')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/order-settings')).toEqual([
      expect.objectContaining({ dineInPayment: 'before-sent', paymentNotAvailable: false }),
    ]);
  });

  it('offers no dine-in choice to a grocery, which has no dine-in', async () => {
    const business = makeBusiness('grocery');
    mockFetch(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } }));
    renderWithApp(<OrderSettingsForm kind="grocery" business={business} />);
    expect(
      screen.getByText('Pickup and delivery orders are paid before they are sent to you.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'When dine-in guests pay' }),
    ).not.toBeInTheDocument();
  });
});
