import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import { customerSchema } from '@scanorder/shared/ordering/customer';
import { formatOrderReference } from '@scanorder/shared/ordering/order-status';
import {
  customerReceiptPath,
  customerShareReceiptPath,
} from '@scanorder/shared/payments/receipt-path';
import type { Mailer } from '../../mail/mailer.ts';
import { paymentReceiptMail } from '../../mail/payment-receipt-mail.ts';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import type { BusinessRecord, BusinessRepository } from '../business/business.repository.ts';
import type { PayableOrder, PaymentRow } from './payments.repository.ts';

export interface ReceiptSenderOptions {
  businesses: BusinessRepository;
  mailer: Mailer;
  publicUrl: string;
  /** Told when a receipt email could not be sent (the payment stands). */
  onMailError: (error: unknown) => void;
}

/** The receipt email, once, when a payment has just succeeded and its payer gave an email. */
export function createReceiptSender({
  businesses,
  mailer,
  publicUrl,
  onMailError,
}: ReceiptSenderOptions) {
  /**
   * Who gets the receipt, and the page it links to (none for a payment taken at the counter): an
   * order's own payment goes to the order's guest and its receipt page; a share of a table's bill
   * (decision 047) goes to the email its payer gave, greeted without a name (a share's payer gives
   * none; the email's first part is often not one), and links to that share's own receipt
   * (reached by the bill's first order, which the share names).
   */
  function recipientOf(order: PayableOrder, row: PaymentRow) {
    // Paid in person at the counter, recorded by the team: the guest's order page has the receipt
    // in their language, which the order does not keep for an email.
    if (row.provider === 'counter') return null;
    if (row.billId) {
      if (!row.receiptEmail) return null;
      return {
        email: row.receiptEmail,
        name: null,
        path: customerShareReceiptPath(order, row.id),
      };
    }
    const customer = customerSchema.safeParse(order.customer);
    if (!customer.success || !customer.data.emailAddress) return null;
    return {
      email: customer.data.emailAddress,
      name: customer.data.firstName,
      path: customerReceiptPath(order),
    };
  }

  return async function sendReceipt(
    order: PayableOrder,
    row: PaymentRow,
    locale: GuestLocale,
    known?: BusinessRecord,
  ): Promise<void> {
    const to = recipientOf(order, row);
    if (!to) return;
    try {
      const business =
        known ?? (await businesses.findByKind(unsafePublicScope(order.accountId), order.kind));
      await mailer.send(
        paymentReceiptMail(
          to.email,
          to.name,
          {
            businessName: business?.businessName ?? '',
            reference: formatOrderReference(order.referenceNumber),
            share: row.billId !== null,
            amountMinor: row.amountMinor,
            tipMinor: row.tipMinor,
            currency: row.currency,
            card: row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
            url: `${publicUrl}${to.path}`,
          },
          locale,
        ),
      );
    } catch (error) {
      onMailError(error);
    }
  };
}
