import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { evenShareReceipt, itemsShareReceipt } from '../payment-test-fixtures.ts';
import { placedOrder } from '../test-fixtures.ts';
import { ShareReceiptPage } from './share-receipt-page.tsx';

const rowOf = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div');

describe("a share's receipt page", () => {
  it('shows the business, the table, the chosen items with their amounts, the tip and the card', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const order = placedOrder();
    render(<ShareReceiptPage order={order} receipt={itemsShareReceipt()} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spice Route Kitchen');
    expect(screen.getByText('12 Race Course Road, Coimbatore')).toBeInTheDocument();
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('Paid', { selector: 'span' })).toBeInTheDocument();
    expect(rowOf('Table bill')).toHaveTextContent('table 1');
    // Paid at 10:05 UTC: 15:35 in the business's time zone (Asia/Kolkata).
    expect(rowOf('Date')).toHaveTextContent(/31 Dec, 3:35\spm/i);

    const items = within(screen.getByRole('region', { name: 'What you paid for' }));
    expect(
      within(items.getByRole('list', { name: 'Items you chose' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 × Paneer TikkaHot, Extra cheeseOrder #00007₹266.00',
      '1 × Garlic NaanOrder #00008₹133.00',
    ]);
    expect(rowOf('Your share')).toHaveTextContent('₹399.00');

    const payments = within(screen.getByRole('region', { name: 'Payment' }));
    expect(
      within(payments.getByRole('list', { name: 'Payments and refunds' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Visa ending 4242.*₹438\.90$/)]);
    expect(rowOf('Tip added when paying')).toHaveTextContent('₹39.90');
    expect(rowOf('Total paid')).toHaveTextContent('₹438.90');
    expect(screen.queryByText('Paid after refunds')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute(
      'href',
      `/${order.accountId}/restaurant/order/${order.id}/order/details`,
    );
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows an even share as 1 of N with its amount of each order, its refund and what was paid after it', () => {
    render(<ShareReceiptPage order={placedOrder()} receipt={evenShareReceipt()} />);
    expect(rowOf('Your share')).toHaveTextContent('₹282.04');
    const items = within(screen.getByRole('region', { name: 'What you paid for' }));
    expect(
      within(items.getByRole('list', { name: '1 of 3 equal shares' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Order #00007₹182.04', 'Order #00008₹100.00']);
    const payments = within(screen.getByRole('region', { name: 'Payment' }));
    expect(
      within(payments.getByRole('list', { name: 'Payments and refunds' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Visa ending 4242.*₹282\.04$/),
      expect.stringMatching(/^Refund.*−₹50\.00$/),
    ]);
    expect(screen.queryByText('Tip added when paying')).not.toBeInTheDocument();
    expect(rowOf('Refunded')).toHaveTextContent('−₹50.00');
    // The server's figure, not one worked out here.
    expect(rowOf('Paid after refunds')).toHaveTextContent('₹232.04');
    // ₹50.00 of the share went back: its receipt says so at the top (decision 052).
    expect(screen.getByText('Part refunded', { selector: 'span' })).toBeInTheDocument();
  });

  it('says the whole bill for a share that paid everything, and Refunded once it all went back', () => {
    render(
      <ShareReceiptPage
        order={placedOrder()}
        receipt={evenShareReceipt({
          mode: 'all',
          splitParts: null,
          payment: { ...evenShareReceipt().payment, refundedMinor: 28_204 },
          paidAfterRefundsMinor: 0,
        })}
      />,
    );
    expect(screen.getByRole('list', { name: 'The whole bill' })).toBeInTheDocument();
    expect(screen.getByText('Refunded', { selector: 'span' })).toBeInTheDocument();
    expect(rowOf('Paid after refunds')).toHaveTextContent('₹0.00');
  });
});
