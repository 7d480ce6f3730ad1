import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderPaidOnline, paidOrderPayment } from '../payment-test-fixtures.ts';
import { ReceiptPage } from './receipt-page.tsx';

const rowOf = (label: string) => screen.getByText(label).closest('div');

describe('the receipt page', () => {
  it('shows the business, the items with tax, service charge and tip, the card, the refund and what was paid', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const order = orderPaidOnline();
    render(<ReceiptPage order={order} payment={paidOrderPayment()} />);

    // The business's details, as on paper.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spice Route Kitchen');
    expect(screen.getByText('12 Race Course Road, Coimbatore')).toBeInTheDocument();
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('ORDER ID:').parentElement).toHaveTextContent('00007');
    expect(screen.getByText('Customer').parentElement).toHaveTextContent('Asha Raman');

    const items = screen.getByRole('region', { name: 'Your order' });
    expect(within(items).getByRole('row', { name: /Paneer Tikka/ })).toHaveTextContent(
      'Paneer TikkaHot“Less oil”2₹508.00',
    );
    expect(within(items).getByText('GST').closest('div')).toHaveTextContent('₹25.40');
    expect(within(items).getByText('Service charge (2.5%)').closest('div')).toHaveTextContent(
      '₹12.70',
    );
    expect(within(items).getByText('Total Price:').closest('div')).toHaveTextContent('₹546.10');
    // No tip was chosen at checkout: the tip is the payment's, shown with it.
    expect(within(items).queryByText(/^Tip/)).not.toBeInTheDocument();

    const payments = within(screen.getByRole('region', { name: 'Payment' }));
    const entries = payments.getByRole('list', { name: 'Payments and refunds' });
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Visa ending 4242.*Includes a tip of ₹50\.80₹596\.90$/),
      expect.stringMatching(/^Refund.*−₹50\.00$/),
    ]);
    expect(rowOf('Tip added when paying')).toHaveTextContent('₹50.80');
    expect(rowOf('Total paid')).toHaveTextContent('₹596.90');
    expect(rowOf('Paid after refunds')).toHaveTextContent('₹546.90');
    // What the team wrote as the refund's reason is theirs, not the guest's receipt.
    expect(screen.queryByText(/Naan was cold/)).not.toBeInTheDocument();
    // ₹50.00 of ₹596.90 went back: the receipt says so at its top, as the order page does.
    expect(screen.getByText('Part refunded', { selector: 'span' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute(
      'href',
      `/${order.accountId}/restaurant/order/${order.id}/order/details`,
    );
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says Refunded once everything went back, and nothing paid for an order paid at the counter', () => {
    const { rerender } = render(
      <ReceiptPage
        order={orderPaidOnline()}
        payment={paidOrderPayment({ refundedMinor: 59_690 })}
      />,
    );
    expect(screen.getByText('Refunded', { selector: 'span' })).toBeInTheDocument();

    // A cancelled order paid, then refunded in full: Refunded, not the Part paid its lines say.
    rerender(
      <ReceiptPage
        order={orderPaidOnline({ status: 'Order Cancelled' })}
        payment={paidOrderPayment({ state: 'Part paid', dueMinor: 1000, refundedMinor: 59_690 })}
      />,
    );
    expect(screen.getByText('Refunded', { selector: 'span' })).toBeInTheDocument();

    rerender(
      <ReceiptPage
        order={orderPaidOnline()}
        payment={paidOrderPayment({
          state: 'Unpaid',
          dueMinor: 54_610,
          paidMinor: 0,
          tipMinor: 0,
          refundedMinor: 0,
          payments: [],
          refunds: [],
        })}
      />,
    );
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    expect(screen.getByText('Nothing has been paid online for this order.')).toBeInTheDocument();
    expect(screen.queryByText('Total paid')).not.toBeInTheDocument();
  });
});
