import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { OrderPayment } from '@scanorder/shared/payments/payments';
import { tableBill } from '../bill/bill-test-fixtures.ts';
import {
  cardPayment,
  paidOrderPayment,
  PAYMENT_ORDER_ID,
  unpaidOrderPayment,
} from '../payment-test-fixtures.ts';
import { placedOrder } from '../test-fixtures.ts';
import { OrderPage } from './order-page.tsx';

class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {
    this.closed = true;
  }
  emit(order: Order) {
    this.listeners.get('order')?.(new MessageEvent('order', { data: JSON.stringify(order) }));
  }
}

/** The guest with an address of their own ("4, Avinashi Road"), for the direction tests. */
const guestAt4AvinashiRoad = () => ({
  ...placedOrder().customer,
  buildingNumber: '4',
  streetAddress: 'Avinashi Road',
});

/** Each step's label, without its marker (a number, ✓ or !, hidden from screen readers). */
const steps = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.lastElementChild?.textContent);

describe('order details page', () => {
  // The page follows its order live from the first render.
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));

  it("shows the spec's blocks: reference, branch, carryout, customer and Total Price", () => {
    render(<OrderPage order={placedOrder()} />);
    expect(screen.getByRole('heading', { name: 'Spice Route Kitchen' })).toBeInTheDocument();
    expect(screen.getByText('Table 1')).toBeInTheDocument();
    expect(screen.getByText('Branch Name:').parentElement).toHaveTextContent(
      'Branch Name: Main Street',
    );
    expect(screen.getByText('ORDER ID:').parentElement).toHaveTextContent('ORDER ID: 00007');
    expect(screen.getByText('Reference No: #').parentElement).toHaveTextContent(
      `Reference No: #${placedOrder().id}`,
    );
    expect(screen.getByText('MAIN STREET - TABLE 1')).toBeInTheDocument();
    expect(screen.getByText('CarryOut Order: Date:').parentElement).toHaveTextContent(
      /CarryOut Order: Date: Jan 1 6:30 PM/,
    );
    expect(screen.getByText('Asha Raman')).toBeInTheDocument();
    expect(screen.getByText('Kovai Tech Park')).toBeInTheDocument();
    expect(screen.getByText('Total Price:').closest('div')).toHaveTextContent('₹596.90');
    expect(steps()).toEqual([
      'Order Placed (current)',
      'Order Accepted (not reached)',
      'Order Ready for Pickup (not reached)',
      'Order Completed (not reached)',
    ]);
  });

  it('lists only the details a dine-in guest gave: no blank lines under Customer details', () => {
    const order = placedOrder();
    render(
      <OrderPage
        order={{
          ...order,
          customer: { ...order.customer, lastName: '', mobileNo: '', emailAddress: '' },
        }}
      />,
    );
    const details = screen.getByRole('region', { name: 'Customer details' });
    expect([...details.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Asha']);
  });

  it('keeps the addresses and the reference id in their own direction on a right-to-left page', () => {
    render(<OrderPage order={placedOrder()} />);
    // Without these, Arabic's page direction moves "12" to the end of "12 Race Course Road, …"
    // and the id's dashes to the start of its wrapped lines.
    const addresses = screen.getAllByText(/^12 Race Course Road, Coimbatore/);
    expect(addresses).toHaveLength(2); // in the header and the pickup's Carryout Address
    for (const address of addresses) expect(address).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(placedOrder().id)).toHaveAttribute('dir', 'ltr');
  });

  it("keeps the guest's address in its own direction", () => {
    render(<OrderPage order={placedOrder({ customer: guestAt4AvinashiRoad() })} />);
    expect(screen.getByText('4, Avinashi Road')).toHaveAttribute('dir', 'auto');
  });

  it("isolates a delivery's From and To addresses and the phone from their Arabic labels", () => {
    render(
      <OrderPage
        order={placedOrder({
          customer: guestAt4AvinashiRoad(),
          fulfilment: { type: 'delivery', latitude: null, longitude: null },
        })}
      />,
    );
    // Inside the label's sentence a right-to-left page would move "12" and "4," to the label's
    // side and swap the phone's groups; the variable part is isolated in <bdi>, the label is not.
    const from = screen.getByText(/^12 Race Course Road, Coimbatore/, { selector: 'bdi' });
    expect(from.parentElement).toHaveTextContent(/^From: 12 Race Course Road/);
    const to = screen.getByText(/^4, Avinashi Road/, { selector: 'bdi' });
    expect(to.parentElement).toHaveTextContent(/^To: 4, Avinashi Road/);
    const phone = screen.getByText(/^\+91 /, { selector: 'bdi' });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone.parentElement).toHaveTextContent(/^Phone: \+91 /);
  });

  it('moves the stepper live as the order changes, and shows a cancellation', () => {
    const order = placedOrder({
      fulfilment: { type: 'delivery', latitude: null, longitude: null },
    });
    render(<OrderPage order={order} />);
    const stream = FakeEventSource.last!;
    expect(stream.url).toBe(`/api/v1/public/orders/${order.id}/events`);
    expect(steps()[2]).toBe('Order Ready for Delivery (not reached)');

    act(() => stream.emit({ ...order, status: 'Order Accepted', version: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent('Order status: Order Accepted');
    expect(steps()).toEqual([
      'Order Placed (done)',
      'Order Accepted (current)',
      'Order Ready for Delivery (not reached)',
      'Order Completed (not reached)',
    ]);
    // An older version arriving late never moves the page back.
    act(() => stream.emit({ ...order, status: 'Order Placed', version: 1 }));
    expect(steps()[1]).toBe('Order Accepted (current)');

    act(() =>
      stream.emit({
        ...order,
        status: 'Order Cancelled',
        cancelledFrom: 'Order Accepted',
        cancelDescription: 'Out of paneer',
        version: 3,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Order is Canceled: Out of paneer');
    // Cancelled from Accepted: the steps it reached stay done, Ready never happened.
    expect(steps()).toEqual([
      'Order Placed (done)',
      'Order Accepted (done)',
      'Order Ready for Delivery (not reached)',
      'Order Cancelled',
    ]);
    // Its status moves no more, but a refund still can reach it: the stream stays open while the
    // page is on screen, and goes once the page is hidden; shown again, it opens again.
    expect(stream.closed).toBe(false);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(stream.closed).toBe(true);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeEventSource.last).not.toBe(stream);
    expect(FakeEventSource.last?.closed).toBe(false);
    visibility.mockRestore();
  });

  it('tells the guest of a delivery to pay on delivery when the business takes no online payment', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(unpaidOrderPayment({ online: false, unavailableReason: 'pay-at-counter' })),
      ),
    );
    render(
      <OrderPage
        order={placedOrder({ fulfilment: { type: 'delivery', latitude: null, longitude: null } })}
      />,
    );
    expect(
      await within(screen.getByRole('region', { name: 'Payment' })).findByRole('note'),
    ).toHaveTextContent(/^Pay on delivery\./);
    vi.unstubAllGlobals();
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('reads the payment again on a new version of the order, so a refund by hand shows at once', async () => {
    // The owner refunds ₹50.00 while the guest looks at the paid order: its status stays the same.
    const reads: OrderPayment[] = [
      paidOrderPayment({ refunds: [], refundedMinor: 0 }),
      paidOrderPayment(),
    ];
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json(reads.shift() ?? paidOrderPayment())),
    );
    const order = placedOrder();
    render(<OrderPage order={order} />);
    const payments = await screen.findByRole('list', { name: 'Payments' });
    expect(payments).not.toHaveTextContent('Refunded');
    const section = within(screen.getByRole('region', { name: 'Payment' }));
    expect(section.getByRole('status')).toHaveTextContent('Payment status: Paid');
    act(() => FakeEventSource.last!.emit({ ...order, version: order.version + 1 }));
    expect(await section.findByText(/^Refunded ₹50\.00 · /)).toBeInTheDocument();
    // The status, a polite live region, says it too (decision 052).
    expect(section.getByRole('status')).toHaveTextContent(
      'Payment status: Part refunded ₹50.00 given back',
    );
    vi.unstubAllGlobals();
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it("reads the table's bill again on a new version of the order, so a share's refund shows at once", async () => {
    // The team refunds ₹100.00 of a share another guest paid: this order's version moves with it.
    const share = cardPayment({ amountMinor: 20_000, tipMinor: 0 });
    const reads = [
      tableBill({ payments: [share] }),
      tableBill({ payments: [{ ...share, refundedMinor: 10_000 }] }),
    ];
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(reads.shift() ?? reads[0])));
    const order = placedOrder({ id: PAYMENT_ORDER_ID, fulfilment: { type: 'dine-in' } });
    render(<OrderPage order={order} />);
    const payments = await screen.findByRole('list', { name: 'Payments' });
    expect(payments).not.toHaveTextContent('Refunded');
    act(() => FakeEventSource.last!.emit({ ...order, version: order.version + 1 }));
    expect(
      await within(screen.getByRole('list', { name: 'Payments' })).findByText(/Refunded ₹100\.00/),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('says an order paid before it is sent is not sent yet, and shows the stepper once paid', () => {
    // A browser that can show notifications: the page would offer "Notify me" on any sent order.
    vi.stubGlobal('Notification', { permission: 'default' });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    const order = placedOrder({ awaitingPaymentUntil: '2026-01-01T13:30:00.000Z' });
    render(<OrderPage order={order} />);
    expect(screen.getByText('Not sent yet.').parentElement).toHaveTextContent(
      /Your order goes to Spice Route Kitchen once it is paid\. Please pay by \d{1,2}:\d{2}/,
    );
    // No stepper (the page's only list) while it waits for the payment, and no status to follow.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const notify = { name: 'Notify me when the status changes' };
    expect(screen.queryByRole('button', notify)).not.toBeInTheDocument();
    act(() => FakeEventSource.last!.emit({ ...order, awaitingPaymentUntil: null, version: 2 }));
    expect(screen.queryByText('Not sent yet.')).not.toBeInTheDocument();
    expect(steps()[0]).toBe('Order Placed (current)');
    expect(screen.getByRole('button', notify)).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('keeps the keyboard on View receipt when a dine-in order paid before it is sent goes to the kitchen', async () => {
    // The payment answers, then the order's stream says it was sent (no longer awaiting payment).
    let paid = false;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        paid = true;
        return Promise.resolve(
          Response.json({
            payment: cardPayment(),
            clientSecret: null,
            order: paidOrderPayment({ refunds: [] }),
          }),
        );
      }
      if (url.endsWith('/bill'))
        return Promise.resolve(
          Response.json(
            { error: { code: 'NOT_FOUND', message: 'This order is not paid on a table bill.' } },
            { status: 404 },
          ),
        );
      return Promise.resolve(
        Response.json(paid ? paidOrderPayment({ refunds: [] }) : unpaidOrderPayment()),
      );
    });
    const order = placedOrder({
      id: PAYMENT_ORDER_ID,
      fulfilment: { type: 'dine-in' },
      awaitingPaymentUntil: '2026-01-01T13:30:00.000Z',
    });
    render(<OrderPage order={order} />);
    const form = await screen.findByRole('form', { name: 'Pay by card' });
    fireEvent.change(within(form).getByLabelText('Card number'), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(within(form).getByLabelText('Expiry (MM/YY)'), { target: { value: '12/34' } });
    fireEvent.change(within(form).getByLabelText('Security code'), { target: { value: '123' } });
    fireEvent.submit(form);
    const receipt = await screen.findByRole('link', { name: 'View receipt' });
    await waitFor(() => expect(receipt).toHaveFocus());
    act(() => FakeEventSource.last!.emit({ ...order, awaitingPaymentUntil: null, version: 2 }));
    // Its payment section stays the one the guest paid in, rather than a new one read again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveFocus();
    vi.unstubAllGlobals();
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('marks only Placed done for an order cancelled while Placed, and says Ready to Serve for dine-in', () => {
    render(
      <OrderPage
        order={placedOrder({
          status: 'Order Cancelled',
          cancelledFrom: 'Order Placed',
          cancelDescription: 'Kitchen closed',
          fulfilment: { type: 'dine-in' },
        })}
      />,
    );
    expect(steps()).toEqual([
      'Order Placed (done)',
      'Order Accepted (not reached)',
      'Order Ready to Serve (not reached)',
      'Order Cancelled',
    ]);
  });

  it('shows the ready-by time the team chose, and what a staff edit changed', () => {
    render(
      <OrderPage
        order={placedOrder({
          status: 'Order Accepted',
          readyBy: new Date(Date.now() + 12 * 60_000 - 30_000).toISOString(),
          modified: true,
          changes: [
            { name: 'Paneer Tikka', details: 'Hot', fromQuantity: 2, toQuantity: 1 },
            { name: 'Butter Naan', details: '', fromQuantity: 0, toQuantity: 3 },
            { name: 'Masala Chai', details: '', fromQuantity: 1, toQuantity: 0 },
          ],
        })}
      />,
    );
    expect(screen.getByText(/Ready by/).parentElement).toHaveTextContent(
      /^Ready by \d{1,2}:\d{2} [AP]M · in about 12 minutes$/,
    );
    const note = screen.getByRole('note', { name: 'Order modified' });
    expect(note).toHaveTextContent('Modified by the business.');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Paneer Tikka (Hot): 2 → 1', 'Butter Naan: added, 3', 'Masala Chai: removed']);
    // The order on paper (print CSS hides the buttons); the receipt of a payment is its own page.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print order' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
