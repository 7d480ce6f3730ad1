import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import { customerSchema } from '@scanorder/shared/ordering/customer';
import { formatOrderReference } from '@scanorder/shared/ordering/order-status';
import { customerReceiptPath } from '@scanorder/shared/payments/receipt-path';
import type { Mailer } from '../../mail/mailer.ts';
import { paymentReceiptMail } from '../../mail/payment-receipt-mail.ts';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import type { BusinessRepository } from '../business/business.repository.ts';
import type { PayableOrder, PaymentRow } from './payments.repository.ts';

export interface ReceiptSenderOptions {
  businesses: BusinessRepository;
  mailer: Mailer;
  publicUrl: string;
  /** Told when a receipt email could not be sent (the payment stands). */
  onMailError: (error: unknown) => void;
}

/** The receipt email, once, when a payment has just succeeded and the guest gave an email. */
export function createReceiptSender({
  businesses,
  mailer,
  publicUrl,
  onMailError,
}: ReceiptSenderOptions) {
  return async function sendReceipt(
    order: PayableOrder,
    row: PaymentRow,
    locale: GuestLocale,
  ): Promise<void> {
    const customer = customerSchema.safeParse(order.customer);
    if (!customer.success || !customer.data.emailAddress) return;
    try {
      const business = await businesses.findByKind(unsafePublicScope(order.accountId), order.kind);
      await mailer.send(
        paymentReceiptMail(
          customer.data.emailAddress,
          customer.data.firstName,
          {
            businessName: business?.businessName ?? '',
            reference: formatOrderReference(order.referenceNumber),
            amountMinor: row.amountMinor,
            tipMinor: row.tipMinor,
            currency: row.currency,
            card: row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
            url: `${publicUrl}${customerReceiptPath(order)}`,
          },
          locale,
        ),
      );
    } catch (error) {
      onMailError(error);
    }
  };
}
