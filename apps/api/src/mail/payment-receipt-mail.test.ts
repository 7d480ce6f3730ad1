import { describe, expect, it } from 'vitest';
import { paymentReceiptMail, type PaymentReceipt } from './payment-receipt-mail.ts';

const receipt: PaymentReceipt = {
  businessName: 'Spice Route Kitchen',
  reference: '00001',
  amountMinor: 59_829,
  tipMinor: 5439,
  currency: 'INR',
  card: { brand: 'visa', last4: '4242' },
  url: 'https://orders.example.com/a/restaurant/order/o/order/receipt',
};

describe('the guest receipt email', () => {
  it('writes the card brand as the receipt page does, not as the provider sends it', () => {
    const mail = paymentReceiptMail('asha@example.com', 'Asha', receipt);
    expect(mail.text).toContain('Paid: ₹598.29 (tip ₹54.39) with Visa ending 4242.');
    expect(mail.html).toContain('with Visa ending 4242.');
    const spanish = paymentReceiptMail('asha@example.com', 'Asha', receipt, 'es');
    expect(spanish.text).toContain('con Visa terminada en 4242.');
  });

  it('says "card" when the provider named no brand', () => {
    const mail = paymentReceiptMail('asha@example.com', 'Asha', {
      ...receipt,
      card: { brand: null, last4: '4242' },
    });
    expect(mail.text).toContain('with card ending 4242.');
  });

  it("thanks a share's payer for the table's bill, not for the bill's first order", () => {
    // The share may have paid other guests' orders only (an even share after chosen items).
    const mail = paymentReceiptMail('ravi@example.com', null, { ...receipt, share: true });
    expect(mail.text).toContain(
      "Thank you for your payment to Spice Route Kitchen toward your table's bill.",
    );
    expect(mail.text).not.toContain('order 00001');
    for (const locale of ['hi', 'es', 'fr', 'de', 'ar'] as const) {
      const translated = paymentReceiptMail('ravi@example.com', 'ravi', receipt, locale).text;
      const shared = paymentReceiptMail(
        'ravi@example.com',
        null,
        { ...receipt, share: true },
        locale,
      ).text;
      expect(translated).toContain('00001');
      expect(shared).not.toContain('00001');
    }
  });

  it('greets a payer who gave no name without one, in every language', () => {
    const greetings = (['en', 'hi', 'es', 'fr', 'de', 'ar'] as const).map(
      (locale) =>
        paymentReceiptMail(
          'ravi@example.com',
          null,
          { ...receipt, share: true },
          locale,
        ).text.split('\n')[0],
    );
    expect(greetings).toEqual(['Hello,', 'नमस्ते,', 'Hola:', 'Bonjour,', 'Guten Tag,', 'مرحبًا،']);
  });

  it('calls a receipt "Beleg" in German, as the guest pages do', () => {
    const mail = paymentReceiptMail('anna@example.com', 'Anna', receipt, 'de');
    expect(mail.subject).toBe('Ihr Beleg von Spice Route Kitchen');
    expect(mail.text).toContain('Beleg ansehen');
    expect(`${mail.subject} ${mail.text}`).not.toContain('Quittung');
  });
});
