import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, EMPTY_CART, type Cart } from '@scanorder/shared/ordering/cart';
import type { PlaceOrderRequest } from '@scanorder/shared/ordering/place-order';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { navigateTo } from '../lib/navigate.ts';
import { MenuPage } from '../menu/menu-page.tsx';
import {
  closedRestaurantMenu,
  dayAfterToday,
  masalaChai,
  menuPageData,
  paneerTikka,
  placedOrder,
  restaurantMenu,
  tomorrowSlots,
} from '../test-fixtures.ts';

vi.mock('../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

const hotTikka = {
  menuItemId: paneerTikka.id,
  quantity: 2,
  options: [{ groupId: 'spice', optionId: 'hot', count: 1 }],
  variantId: null,
  instruction: '',
};
const chai = { ...hotTikka, menuItemId: masalaChai.id, quantity: 1, options: [] };

function saveCart(menu: PublicMenu, lines: (typeof hotTikka)[]) {
  let cart: Cart = EMPTY_CART;
  for (const line of lines) cart = addToCart(cart, line, Date.now());
  const page = menuPageData(menu);
  localStorage.setItem(page.storage.cartKey, JSON.stringify({ ...cart, items: {} }));
  return page;
}

async function openCheckout(menu = restaurantMenu(), lines = [hotTikka, chai]) {
  const page = saveCart(menu, lines);
  const user = userEvent.setup();
  render(<MenuPage page={page} />);
  await user.click(await screen.findByRole('button', { name: /View cart/ }, { timeout: 5000 }));
  await user.click(screen.getByRole('button', { name: 'Checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  return { user, dialog, page };
}

/** Fills the details this checkout asks (dine-in asks a first name only by default). */
async function fillCustomer(user: ReturnType<typeof userEvent.setup>) {
  const details = [
    ['First name', 'Asha'],
    ['Last name', 'Raman'],
    ['Mobile number', '9876512345'],
    ['Email', 'asha@example.com'],
  ] as const;
  for (const [label, value] of details) {
    const field = screen.queryByLabelText(label);
    if (field) await user.type(field, value);
  }
}

/** The pickup-slot requests of a fetch mock (the menu also reads "My recent orders"). */
const slotCalls = (mock: { mock: { calls: unknown[][] } }) =>
  mock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/pickup-slots'));

const row = (dialog: HTMLElement, label: string | RegExp) =>
  within(dialog).getByText(label).closest('div')!;

function mockPlacing(...replies: (() => Promise<Response>)[]) {
  const bodies: PlaceOrderRequest[] = [];
  const queue = [...replies];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(init?.body as string) as PlaceOrderRequest);
    const next = queue.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, bodies };
}

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('checkout', () => {
  beforeEach(() => vi.mocked(navigateTo).mockClear());

  it('shows the price breakdown of the shared function, with 0% and the configured tips', async () => {
    const { user, dialog } = await openCheckout();
    // 2 x (249 + 5) at the item's 5% and 60 at the business's 5% GST; 2.5% service charge.
    expect(row(dialog, 'Subtotal')).toHaveTextContent('₹568.00');
    expect(row(dialog, 'GST')).toHaveTextContent('₹28.40');
    expect(row(dialog, 'Service charge (2.5%)')).toHaveTextContent('₹14.20');
    expect(row(dialog, 'Tip (0%)')).toHaveTextContent('₹0.00');
    expect(
      within(within(dialog).getByRole('group', { name: 'Tip' }))
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['0%', '5%', '10%', '15%']);
    await user.click(within(dialog).getByRole('radio', { name: '10%' }));
    expect(row(dialog, 'Tip (10%)')).toHaveTextContent('₹56.80');
    expect(row(dialog, 'Total Price')).toHaveTextContent('₹667.40');
    expect(within(dialog).getByRole('button', { name: /Place order/ })).toHaveTextContent(
      'Place order · ₹667.40',
    );
  });

  it('hands the keyboard to the heading of the view it switches to, Checkout and back to the cart', async () => {
    const { user, dialog } = await openCheckout();
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Checkout' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cart' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Your cart' })).toHaveFocus(),
    );
  });

  it("checks the customer's details as they are typed, with the spec's messages", async () => {
    const { user, dialog } = await openCheckout();
    const first = within(dialog).getByLabelText('First name');
    await user.type(first, 'A');
    expect(first).toHaveAccessibleDescription('First name cannot be less than 2 characters');
    await user.type(first, 'sha');
    expect(first).not.toHaveAccessibleDescription();
    await user.clear(first);
    expect(first).toHaveAccessibleDescription('First name field is required');

    // Pickup asks every detail (the business's default); dine-in the first name only.
    await user.click(within(dialog).getByRole('radio', { name: /Pickup now/ }));
    const mobile = within(dialog).getByLabelText('Mobile number');
    await user.type(mobile, '12345');
    expect(mobile).toHaveAccessibleDescription('Please enter valid Mobile no');
    const email = within(dialog).getByLabelText('Email');
    await user.type(email, 'asha@');
    expect(email).toHaveAccessibleDescription('Please enter a valid email');

    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Last name')).toHaveAccessibleDescription(
      'Last name field is required',
    );
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('asks a dine-in guest for a first name only, as the business set it by default', async () => {
    const { dialog } = await openCheckout();
    expect(within(dialog).getByRole('radio', { name: /Dine-in/ })).toBeChecked();
    const details = within(dialog).getByRole('group', { name: 'Your details' });
    expect(
      within(details)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['firstName']);
  });

  it('marks the details a business made optional, and sends none it does not ask', async () => {
    const menu = restaurantMenu();
    const { user, dialog } = await openCheckout(
      restaurantMenu({
        orderSettings: {
          ...menu.orderSettings,
          guestDetails: {
            ...menu.orderSettings.guestDetails,
            'dine-in': {
              firstName: 'required',
              lastName: 'hidden',
              mobileNo: 'optional',
              emailAddress: 'hidden',
            },
          },
        },
      }),
    );
    expect(within(dialog).getByLabelText('Mobile number (optional)')).toBeVisible();
    await user.type(within(dialog).getByLabelText('First name'), 'Asha');
    const { bodies } = mockPlacing(json(201, placedOrder()));
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(bodies[0]?.customer).toEqual({ firstName: 'Asha', mobileNo: '' });
  });

  it('remembers the details on this device for the next order, until the guest says Forget me', async () => {
    const first = await openCheckout();
    await first.user.type(within(first.dialog).getByLabelText('First name'), 'Asha');
    mockPlacing(json(201, placedOrder()));
    await first.user.click(within(first.dialog).getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    cleanup();

    const second = await openCheckout();
    const name = within(second.dialog).getByLabelText('First name');
    expect(name).toHaveValue('Asha');
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Forget me' }));
    expect(name).toHaveValue('');
    expect(within(second.dialog).queryByRole('button', { name: 'Forget me' })).toBeNull();
    expect(localStorage.getItem('scanorder.guest-details')).toBeNull();
  });

  it('keeps what the guest typed and chose through a trip back to the cart and a reload, until the order is placed', async () => {
    const first = await openCheckout();
    await first.user.click(within(first.dialog).getByRole('radio', { name: /Pickup now/ }));
    await first.user.type(within(first.dialog).getByLabelText('First name'), 'Asha');
    await first.user.type(within(first.dialog).getByLabelText('Email'), 'asha@example.com');
    await first.user.click(within(first.dialog).getByRole('radio', { name: '10%' }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Cart' }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Checkout' }));
    const back = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(back).getByRole('radio', { name: /Pickup now/ })).toBeChecked();
    expect(within(back).getByLabelText('First name')).toHaveValue('Asha');
    expect(within(back).getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(within(back).getByRole('radio', { name: '10%' })).toBeChecked();
    cleanup();

    // A reload of the page: the cart is still saved, and so is the checkout in this tab.
    const reloaded = await openCheckout();
    expect(within(reloaded.dialog).getByLabelText('First name')).toHaveValue('Asha');
    expect(within(reloaded.dialog).getByRole('radio', { name: '10%' })).toBeChecked();
    await reloaded.user.type(within(reloaded.dialog).getByLabelText('Last name'), 'Raman');
    await reloaded.user.type(within(reloaded.dialog).getByLabelText('Mobile number'), '9876512345');
    mockPlacing(json(201, placedOrder()));
    await reloaded.user.click(within(reloaded.dialog).getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    cleanup();

    const next = await openCheckout();
    expect(within(next.dialog).getByRole('radio', { name: '0%' })).toBeChecked();
    expect(within(next.dialog).getByRole('radio', { name: /Dine-in/ })).toBeChecked();
  });

  it('tells the customer to pay at the counter when the owner switched on Payment Not Available', async () => {
    const menu = restaurantMenu();
    const { user, dialog } = await openCheckout(
      restaurantMenu({ orderSettings: { ...menu.orderSettings, paymentNotAvailable: true } }),
    );
    expect(within(dialog).getByRole('note')).toHaveTextContent(/^Pay at the counter\./);
    // A delivery is paid to whoever brings it.
    await user.click(within(dialog).getByRole('radio', { name: /Delivery/ }));
    expect(within(dialog).getByRole('note')).toHaveTextContent(/^Pay on delivery\./);
  });

  it('shows no pay-at-the-counter notice while payment is available', async () => {
    const { dialog } = await openCheckout();
    expect(within(dialog).queryByText(/Pay at the counter/)).not.toBeInTheDocument();
  });

  it('prefills the details a per-customer QR code carries', async () => {
    const menu = restaurantMenu({
      qrCode: {
        id: '88888888-8888-4888-8888-888888888888',
        description: 'Office lunch order',
        additionalData: [],
        prefill: {
          firstName: 'Asha',
          lastName: 'Raman',
          mobileNo: '9876512345',
          emailAddress: 'asha.raman@example.com',
          streetAddress: null,
          buildingNumber: null,
          stateName: null,
          zipCode: null,
        },
      },
    });
    const { user, dialog } = await openCheckout(menu);
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Asha');
    await user.click(within(dialog).getByRole('radio', { name: /Pickup now/ }));
    expect(within(dialog).getByLabelText('Email')).toHaveValue('asha.raman@example.com');
  });

  it('asks for the address and the delivery minimum for a delivery', async () => {
    const { user, dialog } = await openCheckout(restaurantMenu(), [chai]);
    await user.click(within(dialog).getByRole('radio', { name: /Delivery/ }));
    await fillCustomer(user);
    vi.stubGlobal('fetch', vi.fn());
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));
    expect(within(dialog).getByLabelText('Street address')).toHaveAccessibleDescription(
      'Street address field is required',
    );
    expect(within(dialog).getByLabelText('Zip code')).toHaveAccessibleDescription(
      'Zip code field is required',
    );
    expect(within(dialog).getByText('Delivery needs an order of at least ₹199.00')).toBeVisible();
  });

  it('offers dine-in, pickup, schedule and delivery as the business allows them now', async () => {
    const closed = closedRestaurantMenu({
      open: false,
      reason: 'closed-now',
      message: 'Closed now.',
      nextOpenAt: null,
    });
    vi.stubGlobal('fetch', vi.fn(json(200, { slots: tomorrowSlots() })));
    const { dialog } = await openCheckout(closed);
    expect(within(dialog).getByRole('radio', { name: /Dine-in/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Pickup now/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Delivery/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Schedule a pickup/ })).toBeChecked();
  });

  it('schedules a pickup in a slot that still has room, its times fetched on demand', async () => {
    const menu = restaurantMenu();
    const slots = tomorrowSlots();
    let answer = () => {};
    const fetchSlots = vi.fn(
      (_input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          answer = () => void json(200, { slots })().then(resolve);
        }),
    );
    vi.stubGlobal('fetch', fetchSlots);
    const { user, dialog } = await openCheckout(menu);
    expect(slotCalls(fetchSlots)).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: /Schedule a pickup/ }));
    const time = within(dialog).getByLabelText('Pickup time');
    expect(time).toHaveAccessibleDescription('Loading the pickup times…');
    expect(within(time).getByRole('option', { name: 'Loading times…' })).toBeInTheDocument();
    answer();
    expect(await within(time).findByRole('option', { name: '6:30 pm' })).toBeEnabled();
    expect(slotCalls(fetchSlots)[0]).toBe(
      `/api/v1/public/menus/${menu.business.accountId}/restaurant/${menu.business.id}/branches/${menu.branch.id}/pickup-slots?date=${dayAfterToday(1)}`,
    );
    expect(within(time).getByRole('option', { name: '7:00 pm (full)' })).toBeDisabled();
    await fillCustomer(user);
    vi.stubGlobal('fetch', vi.fn());
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));
    expect(time).toHaveAccessibleDescription('Please choose a pickup time');

    await user.selectOptions(time, '6:30 pm');
    const { bodies } = mockPlacing(json(201, placedOrder()));
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(bodies[0]?.fulfilment).toEqual({ type: 'pickup', slot: slots[0]!.startsAt });
  });

  it('says when the pickup times could not be loaded and asks again', async () => {
    const fetchSlots = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(offline);
    vi.stubGlobal('fetch', fetchSlots);
    const { user, dialog } = await openCheckout();
    await user.click(within(dialog).getByRole('radio', { name: /Schedule a pickup/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load the pickup times. Check your connection and try again.',
    );
    fetchSlots.mockImplementation(json(200, { slots: tomorrowSlots() }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const time = within(dialog).getByLabelText('Pickup time');
    expect(await within(time).findByRole('option', { name: '6:30 pm' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(slotCalls(fetchSlots)).toHaveLength(2);

    // Another day's times are asked for when that day is chosen.
    fetchSlots.mockImplementation(json(200, { slots: [] }));
    await user.selectOptions(within(dialog).getByLabelText('Pickup day'), dayAfterToday(2));
    expect(await within(time).findByRole('option', { name: 'No times on this day' })).toBeVisible();
    expect(slotCalls(fetchSlots)[2]).toMatch(
      new RegExp(`/pickup-slots\\?date=${dayAfterToday(2)}$`),
    );
  });

  it('places the order once with one key, waiting offline and sending it when back online', async () => {
    const { user, dialog, page } = await openCheckout();
    await fillCustomer(user);
    await user.click(within(dialog).getByRole('radio', { name: '10%' }));
    const order = placedOrder();
    const { fetchMock, bodies } = mockPlacing(offline, json(201, order));

    const place = within(dialog).getByRole('button', { name: /Place order/ });
    await user.click(place);
    expect(await within(dialog).findByText(/You are offline/)).toBeVisible();
    // Busy but not disabled: a disabled button drops the keyboard to the page; pressing it again
    // sends nothing more.
    const sending = within(dialog).getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toBeEnabled();
    expect(sending).toHaveFocus();
    await user.click(sending);
    expect(JSON.parse(localStorage.getItem(page.storage.pendingKey)!)).toMatchObject({
      request: { idempotencyKey: bodies[0]!.idempotencyKey },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith(
        `/${order.accountId}/restaurant/order/${order.id}/order/details`,
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({
      identifier: 'Table 1',
      tipPercentage: 10,
      fulfilment: { type: 'dine-in' },
      customer: { firstName: 'Asha' },
      lines: [
        {
          menuItemId: paneerTikka.id,
          quantity: 2,
          options: [{ groupId: 'spice', optionId: 'hot', count: 1 }],
        },
        { menuItemId: masalaChai.id, quantity: 1, options: [] },
      ],
    });
    expect(JSON.stringify(bodies[0])).not.toContain('Minor');
    expect(localStorage.getItem(page.storage.pendingKey)).toBeNull();
    expect(localStorage.getItem(page.storage.cartKey)).toBeNull();
  });

  it("says 'Server Error While Creating Restaurant Orders!' when the server fails, and sends it again", async () => {
    const { user, dialog } = await openCheckout();
    await fillCustomer(user);
    const order = placedOrder();
    const { fetchMock, bodies } = mockPlacing(
      json(500, { error: { code: 'INTERNAL', message: 'Server Error! Please try again later.' } }),
      json(201, order),
    );
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));
    expect(
      await within(dialog).findByText(/^Server Error While Creating Restaurant Orders!/),
    ).toBeVisible();
    expect(within(dialog).queryByText(/You are offline/)).toBeNull();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it("shows the server's refusal and keeps the checkout open", async () => {
    const { user, dialog } = await openCheckout();
    await fillCustomer(user);
    mockPlacing(
      json(409, {
        error: { code: 'CONFLICT', message: 'Closed now. Please order when the store is open.' },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: /Place order/ }));
    expect(
      await within(dialog).findByText('Closed now. Please order when the store is open.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Place order/ })).toBeEnabled();
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
