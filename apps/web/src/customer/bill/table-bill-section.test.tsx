import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CARDS } from '@scanorder/shared/payments/payments';
import type { TableBill } from '@scanorder/shared/payments/table-bill';
import { cardPayment, PAYMENT_ORDER_ID } from '../payment-test-fixtures.ts';
import { OTHER_ORDER, tableBill as bill } from './bill-test-fixtures.ts';
import { TableBillSection } from './table-bill-section.tsx';

/** A share's receipt page, as the order page builds it. */
const receiptOf = (paymentId: string) =>
  `/acc-1/restaurant/order/${PAYMENT_ORDER_ID}/bill/receipt/${paymentId}`;

/**
 * The server: each GET answers the next of `reads` (the last one again once they run out), each
 * POST the next of `answers` (a Response as it is, anything else as a 200 JSON body).
 */
function server(reads: TableBill | 404 | TableBill[], answers: unknown[] = []) {
  const posts: unknown[] = [];
  const bills = Array.isArray(reads) ? [...reads] : [reads];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    if (init.method === 'POST') {
      posts.push(JSON.parse(init.body as string));
      const answer = answers.shift();
      return Promise.resolve(answer instanceof Response ? answer : Response.json(answer));
    }
    const read = bills.length > 1 ? bills.shift()! : bills[0]!;
    if (read === 404)
      return Promise.resolve(
        Response.json({ error: { code: 'NOT_FOUND', message: 'x' } }, { status: 404 }),
      );
    return Promise.resolve(Response.json(read));
  });
  return posts;
}

const refused = (message: string) =>
  Response.json({ error: { code: 'CONFLICT', message } }, { status: 409 });

/** The bill once another phone paid all of it. */
const paidElsewhere = () =>
  bill({
    status: 'closed',
    state: 'Paid',
    paidMinor: 60_000,
    dueMinor: 0,
    payableMinor: 0,
    online: false,
    payments: [cardPayment({ amountMinor: 60_000, tipMinor: 0 })],
  });

async function payByCard(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Pay by card' });
  await user.type(within(form).getByLabelText('Card number'), TEST_CARDS.success);
  await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(within(form).getByLabelText('Security code'), '123');
  await user.click(within(form).getByRole('button', { name: /^Pay / }));
}

/** Paid, nothing left to pay, and no way to pay offered. */
async function expectSettled() {
  expect(await screen.findByText('This bill is paid. Thank you!')).toBeInTheDocument();
  expect(screen.getByText('Still due').nextElementSibling).toHaveTextContent('₹0.00');
  expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Pay by card' })).not.toBeInTheDocument();
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const fallback = <p>The order’s own payment</p>;

describe("the table's bill on a dine-in order page", () => {
  it('lists every order of the table and what is due, and pays chosen items', async () => {
    const user = userEvent.setup();
    const share = cardPayment({ amountMinor: 16_500, tipMinor: 1500 });
    const paid = bill({
      state: 'Part paid',
      paidMinor: 15_000,
      dueMinor: 45_000,
      payments: [share, cardPayment({ id: OTHER_ORDER, status: 'failed' })],
    });
    const posts = server(bill(), [{ payment: share, clientSecret: null, bill: paid }]);
    render(
      <TableBillSection orderId={PAYMENT_ORDER_ID} fallback={fallback} receiptHrefOf={receiptOf} />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Table bill · Table 4' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Order #00012 Mine' })).toHaveTextContent(
      'Masala Dosa',
    );
    expect(screen.getByRole('group', { name: 'Order #00013' })).toHaveTextContent('Being paid');
    expect(screen.getByText('Still due').nextElementSibling).toHaveTextContent('₹600.00');

    await user.click(screen.getByRole('radio', { name: 'Pay for chosen items' }));
    expect(screen.getByRole('button', { name: 'Pay my share · ₹0.00' })).toBeDisabled();
    // A line another phone is paying cannot be chosen.
    expect(screen.queryByRole('checkbox', { name: '1 × Idli' })).not.toBeInTheDocument();
    // Each line's checkbox says what choosing it costs.
    const dosa = screen.getByRole('checkbox', { name: '1 × Masala Dosa' });
    expect(dosa).toHaveAccessibleDescription('₹150.00');
    await user.click(dosa);
    await user.click(screen.getByRole('button', { name: 'Pay my share · ₹150.00' }));
    const form = await screen.findByRole('form', { name: 'Pay by card' });
    // The step says what the share pays for, above the card form.
    const paying = screen.getByRole('list', { name: 'Items you chose' });
    expect(
      within(paying)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 × Masala Dosa₹150.00']);
    expect(paying.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Pay my share goes away: the keyboard goes to the step's first field, not to the page.
    expect(screen.getByLabelText('Email for my receipt (optional)')).toHaveFocus();
    // Machine strings read left to right on a right-to-left page too.
    expect(screen.getByLabelText('Email for my receipt (optional)')).toHaveAttribute('dir', 'ltr');
    for (const label of ['Card number', 'Expiry (MM/YY)', 'Security code'])
      expect(within(form).getByLabelText(label)).toHaveAttribute('dir', 'ltr');
    await user.click(within(form).getByRole('radio', { name: '10% (₹15.00)' }));
    await user.type(within(form).getByLabelText('Card number'), TEST_CARDS.success);
    await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.click(within(form).getByRole('button', { name: 'Pay ₹165.00' }));
    expect(await screen.findByText('Part paid')).toBeInTheDocument();
    // The payer opens their own receipt at once; a failed attempt has none.
    const receipts = screen.getAllByRole('link', { name: 'View receipt' });
    expect(receipts.map((link) => link.getAttribute('href'))).toEqual([receiptOf(share.id)]);
    expect(receipts[0]).toHaveAccessibleDescription('Paid ₹165.00 (tip ₹15.00) Mine');
    // The card form went away with the payment: the keyboard goes to the new receipt.
    await waitFor(() => expect(receipts[0]).toHaveFocus());
    expect(posts).toEqual([
      expect.objectContaining({
        mode: 'items',
        tipPercentage: 10,
        lines: [{ orderId: PAYMENT_ORDER_ID, lineIndex: 0 }],
      }),
    ]);
  });

  it('says a wrong receipt email under its field and gives it the keyboard, sending nothing', async () => {
    const user = userEvent.setup();
    const posts = server(bill());
    render(
      <TableBillSection orderId={PAYMENT_ORDER_ID} fallback={fallback} receiptHrefOf={receiptOf} />,
    );
    await user.click(await screen.findByRole('button', { name: /^Pay my share/ }));
    const email = screen.getByLabelText('Email for my receipt (optional)');
    await user.type(email, 'not-an-email');
    await payByCard(user);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it("shows each line's options and note under its name, also where the guest chooses items", async () => {
    const user = userEvent.setup();
    const dosa = {
      ...bill().orders[0]!.lines[0]!,
      details: 'Extra chutney, 2 × Ghee',
      instruction: 'Less oil',
    };
    const coffee = bill().orders[0]!.lines[1]!;
    server(bill({ orders: [{ ...bill().orders[0]!, lines: [dosa, coffee] }] }));
    render(
      <TableBillSection orderId={PAYMENT_ORDER_ID} fallback={fallback} receiptHrefOf={receiptOf} />,
    );
    expect(await screen.findByText('Extra chutney, 2 × Ghee')).toBeInTheDocument();
    expect(screen.getByText('Less oil', { selector: 'bdi' }).parentElement).toHaveTextContent(
      /^“Less oil”$/,
    );
    await user.click(screen.getByRole('radio', { name: 'Pay for chosen items' }));
    // The checkbox's name tells the dosa with its options and note from a plain one.
    await user.click(
      screen.getByRole('checkbox', {
        name: '1 × Masala Dosa Extra chutney, 2 × Ghee “Less oil”',
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: '2 × Filter Coffee' }));
    await user.click(screen.getByRole('button', { name: 'Pay my share · ₹400.00' }));
    // The payment step lists both, with their options, quantities and amounts.
    const paying = await screen.findByRole('list', { name: 'Items you chose' });
    expect(
      within(paying)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 × Masala Dosa Extra chutney, 2 × Ghee “Less oil”₹150.00',
      '2 × Filter Coffee₹250.00',
    ]);
  });

  it("marks this guest's orders and the shares paid here as Mine, also after a reload", async () => {
    const user = userEvent.setup();
    // Another guest paid ₹200.00 on their phone; this guest pays ₹400.00 here.
    const theirs = cardPayment({ id: OTHER_ORDER, amountMinor: 20_000, tipMinor: 0 });
    const share = cardPayment({ amountMinor: 40_000, tipMinor: 0 });
    const after = bill({ state: 'Paid', paidMinor: 60_000, payments: [theirs, share] });
    server(
      [bill({ payments: [theirs] }), bill({ payments: [theirs] }), after],
      [{ payment: share, clientSecret: null, bill: after }],
    );
    const props = { orderId: PAYMENT_ORDER_ID, fallback, receiptHrefOf: receiptOf };
    const first = render(<TableBillSection {...props} />);
    expect(await screen.findByRole('group', { name: 'Order #00012 Mine' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Order #00013' })).toBeInTheDocument();
    const shares = () =>
      within(screen.getByRole('list', { name: 'Payments' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(shares()).toEqual(['Paid ₹200.00 View receipt']);
    await user.click(screen.getByRole('button', { name: 'Pay my share · ₹600.00' }));
    await payByCard(user);
    await waitFor(() =>
      expect(shares()).toEqual(['Paid ₹200.00 View receipt', 'Paid ₹400.00 Mine View receipt']),
    );
    // The page loaded again: the browser still knows which share it paid.
    first.unmount();
    render(<TableBillSection {...props} />);
    expect(await screen.findByRole('group', { name: 'Order #00012 Mine' })).toBeInTheDocument();
    await waitFor(() => expect(shares()).toContain('Paid ₹400.00 Mine View receipt'));
  });

  it('goes back to the bill, not off the page, on Back in the middle of paying', async () => {
    const user = userEvent.setup();
    const posts = server(bill());
    render(
      <TableBillSection orderId={PAYMENT_ORDER_ID} fallback={fallback} receiptHrefOf={receiptOf} />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Pay for chosen items' }));
    await user.click(screen.getByRole('checkbox', { name: '1 × Masala Dosa' }));
    await user.click(screen.getByRole('button', { name: 'Pay my share · ₹150.00' }));
    const form = await screen.findByRole('form', { name: 'Pay by card' });
    await user.type(within(form).getByLabelText('Card number'), TEST_CARDS.success);
    // The step is an entry of its own: Back closes it, the page stays.
    expect(window.history.state).toEqual({ 'scanorder.paymentStep': true });
    window.history.back();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Pay by card' })).not.toBeInTheDocument(),
    );
    // At the bill again, with the item still chosen; nothing was sent.
    expect(screen.getByRole('checkbox', { name: '1 × Masala Dosa' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay my share · ₹150.00' })).toBeEnabled();
    // The keyboard is back where the guest left for the step, not on the page's body.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay my share · ₹150.00' })).toHaveFocus(),
    );
    expect(posts).toEqual([]);
    // "Change what I pay" takes the step's entry off too: the next Back leaves the page as before.
    await user.click(screen.getByRole('button', { name: 'Pay my share · ₹150.00' }));
    await screen.findByRole('form', { name: 'Pay by card' });
    await user.click(screen.getByRole('button', { name: 'Change what I pay' }));
    const stepEntry = () =>
      (window.history.state as Record<string, unknown> | null)?.['scanorder.paymentStep'];
    await waitFor(() => expect(stepEntry()).toBeUndefined());
    expect(screen.queryByRole('form', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay my share · ₹150.00' })).toHaveFocus();
  });

  it("starts a share's card form on the tip this order's guest chose at checkout", async () => {
    const user = userEvent.setup();
    server(bill());
    render(
      <TableBillSection
        orderId={PAYMENT_ORDER_ID}
        fallback={fallback}
        receiptHrefOf={receiptOf}
        checkoutTip={10}
      />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Pay for chosen items' }));
    await user.click(screen.getByRole('checkbox', { name: '1 × Masala Dosa' }));
    await user.click(screen.getByRole('button', { name: 'Pay my share · ₹150.00' }));
    const form = await screen.findByRole('form', { name: 'Pay by card' });
    expect(within(form).getByRole('radio', { name: '10% (₹15.00)' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Pay ₹165.00' })).toBeInTheDocument();
  });

  it('splits evenly: the share is the due amount divided, the first shares a unit more', async () => {
    const user = userEvent.setup();
    server(bill({ payableMinor: 10_001, dueMinor: 10_001, orders: bill().orders.slice(0, 1) }));
    render(
      <TableBillSection orderId={PAYMENT_ORDER_ID} fallback={fallback} receiptHrefOf={receiptOf} />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Split evenly' }));
    const people = screen.getByRole('spinbutton', { name: 'Number of people' });
    await user.clear(people);
    await user.type(people, '3');
    expect(screen.getByRole('button', { name: 'Pay my share · ₹33.34' })).toBeEnabled();
    expect(people).not.toHaveAccessibleDescription();
    // Its error appears as the guest types, so it is said then: a live region, there already.
    const said = people.parentElement!.querySelector('[aria-live="polite"]');
    expect(said).toBeEmptyDOMElement();

    // A number the split cannot take says why Pay my share is off, on the field itself.
    for (const typed of ['1', '21', '']) {
      await user.clear(people);
      if (typed) await user.type(people, typed);
      expect(people).toBeInvalid();
      expect(people).toHaveAccessibleDescription('Enter a number of people from 2 to 20.');
      expect(said).toHaveTextContent('Enter a number of people from 2 to 20.');
      expect(screen.getByRole('button', { name: /^Pay my share/ })).toBeDisabled();
    }
  });

  it('reads the bill again when the order has a new version, but not while the guest pays', async () => {
    const user = userEvent.setup();
    const refunded = cardPayment({ amountMinor: 60_000, tipMinor: 0, refundedMinor: 10_000 });
    server([paidElsewhere(), { ...paidElsewhere(), payments: [refunded] }]);
    const props = { orderId: PAYMENT_ORDER_ID, fallback, receiptHrefOf: receiptOf };
    const { rerender, unmount } = render(<TableBillSection {...props} version={1} />);
    await expectSettled();
    // The team refunds ₹100.00 of the share: the order's stream brings its new version.
    rerender(<TableBillSection {...props} version={2} />);
    expect(
      await within(screen.getByRole('list', { name: 'Payments' })).findByText(/Refunded ₹100\.00/),
    ).toBeInTheDocument();
    // The bill's status, a polite live region, says what came back; the due stays nothing
    // (decision 052): a refund never asks the table to pay again.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payment status: Part refunded ₹100.00 given back',
    );
    expect(screen.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '₹100.00',
    );
    expect(screen.getByText('Still due').nextElementSibling).toHaveTextContent('₹0.00');
    unmount();

    // On an open bill, a guest who is paying keeps the step they opened: no read under them.
    const reads: TableBill[] = [bill(), bill()];
    let count = 0;
    vi.stubGlobal('fetch', () => {
      count += 1;
      return Promise.resolve(Response.json(reads.shift() ?? bill()));
    });
    const next = render(<TableBillSection {...props} version={1} />);
    const pay = await next.findByRole('button', { name: /^Pay my share/ });
    await user.click(pay);
    await next.findByRole('form', { name: 'Pay by card' });
    await waitFor(() => expect(count).toBe(2));
    next.rerender(<TableBillSection {...props} version={2} />);
    expect(next.getByRole('form', { name: 'Pay by card' })).toBeInTheDocument();
    expect(count).toBe(2);
    // Back to choosing: the change it heard meanwhile is read then.
    await user.click(next.getByRole('button', { name: 'Change what I pay' }));
    await waitFor(() => expect(count).toBe(3));
  });

  it('says when the bill is paid and offers no payment', async () => {
    server(
      bill({ status: 'closed', state: 'Paid', paidMinor: 60_000, dueMinor: 0, online: false }),
    );
    render(
      <TableBillSection orderId={PAYMENT_ORDER_ID} fallback={fallback} receiptHrefOf={receiptOf} />,
    );
    expect(await screen.findByText('This bill is paid. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('reads the bill again on "Pay my share": paid meanwhile on another phone, it says so', async () => {
    const user = userEvent.setup();
    server([bill(), paidElsewhere()]);
    render(
      <TableBillSection orderId={PAYMENT_ORDER_ID} fallback={fallback} receiptHrefOf={receiptOf} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Pay my share · ₹600.00' }));
    await expectSettled();
  });

  it('shows the bill as it is now when a payment is refused because another phone paid it', async () => {
    const user = userEvent.setup();
    const posts = server(
      [bill(), bill(), paidElsewhere()],
      [refused('This bill is already paid.')],
    );
    render(
      <TableBillSection orderId={PAYMENT_ORDER_ID} fallback={fallback} receiptHrefOf={receiptOf} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Pay my share · ₹600.00' }));
    await payByCard(user);
    await expectSettled();
    expect(posts).toHaveLength(1);
  });

  it('unchooses items another phone paid meanwhile and offers only what is still due', async () => {
    const user = userEvent.setup();
    const [dosa, coffee] = bill().orders[0]!.lines;
    const partPaid = bill({
      state: 'Part paid',
      paidMinor: 15_000,
      dueMinor: 45_000,
      payableMinor: 25_000,
      orders: [
        { ...bill().orders[0]!, dueMinor: 25_000, lines: [{ ...dosa!, state: 'paid' }, coffee!] },
        bill().orders[1]!,
      ],
    });
    server(
      [bill(), bill(), partPaid],
      [refused('Someone else is paying one of these items. Please choose again.')],
    );
    render(
      <TableBillSection orderId={PAYMENT_ORDER_ID} fallback={fallback} receiptHrefOf={receiptOf} />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Pay for chosen items' }));
    await user.click(screen.getByRole('checkbox', { name: '1 × Masala Dosa' }));
    await user.click(screen.getByRole('button', { name: 'Pay my share · ₹150.00' }));
    await payByCard(user);
    // Back to choosing: the dosa is paid, nothing is chosen, and the amounts are the bill's now.
    expect(await screen.findByRole('button', { name: 'Pay my share · ₹0.00' })).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '1 × Masala Dosa' })).not.toBeInTheDocument();
    expect(screen.getByText('Still due').nextElementSibling).toHaveTextContent('₹450.00');
    expect(screen.getByText('Part paid')).toBeInTheDocument();
  });

  it('refuses a share whose amount changed, shows the new one, and pays it with one click', async () => {
    const user = userEvent.setup();
    const halfPaid = bill({ state: 'Part paid', paidMinor: 15_000, dueMinor: 45_000 });
    const partPaid = { ...halfPaid, payableMinor: 45_000 };
    const posts = server(
      [bill(), bill(), partPaid],
      [
        refused('The amount due changed. Please check it and pay again.'),
        {
          payment: cardPayment({ amountMinor: 45_000, tipMinor: 0 }),
          clientSecret: null,
          bill: paidElsewhere(),
        },
      ],
    );
    render(
      <TableBillSection orderId={PAYMENT_ORDER_ID} fallback={fallback} receiptHrefOf={receiptOf} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Pay my share · ₹600.00' }));
    await payByCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount due changed. Please check it and pay again.',
    );
    // The amount the guest saw went with the payment; the form now shows what is due.
    expect(posts[0]).toMatchObject({ mode: 'all', shownAmountMinor: 60_000 });
    const again = await screen.findByRole('button', { name: 'Pay ₹450.00' });
    expect(screen.getByText('Still due').nextElementSibling).toHaveTextContent('₹450.00');
    await user.click(again);
    expect(posts[1]).toMatchObject({ mode: 'all', shownAmountMinor: 45_000 });
    // A new attempt: the refused one charged nothing and its key is not reused.
    const keys = (posts as { idempotencyKey: string }[]).map((post) => post.idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
    await expectSettled();
  });

  it('shows the order’s own payment when the order is not paid on a bill', async () => {
    server(404);
    render(
      <TableBillSection orderId={PAYMENT_ORDER_ID} fallback={fallback} receiptHrefOf={receiptOf} />,
    );
    expect(await screen.findByText('The order’s own payment')).toBeInTheDocument();
  });
});
