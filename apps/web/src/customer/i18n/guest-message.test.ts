import { afterEach, describe, expect, it } from 'vitest';
import { pricingMessages } from '@scanorder/shared/ordering/price';
import { closedMessages } from '@scanorder/shared/ordering/opening';
import { orderMessages } from '@scanorder/shared/ordering/order-messages';
import { billMessages } from '@scanorder/shared/payments/table-bill';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import { messagesOf } from './catalogs.ts';
import { createGuestI18n } from './guest-i18n.tsx';
import { refusalText, type Refusal } from './guest-message.ts';
import { setFormatLocale } from '../lib/format.ts';

afterEach(() => setFormatLocale('en-IN'));

const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';

function word(locale: GuestLocale, refusal: Refusal | string): string {
  const { t } = createGuestI18n({ locale, messages: messagesOf(locale) });
  return refusalText(t, locale, locale === 'ar', refusal);
}

describe('a refusal built with values, in the guest language', () => {
  it('keeps the spec English for an English guest', () => {
    expect(word('en', pricingMessages.unavailable('Paneer Tikka'))).toBe(
      'Paneer Tikka is not available right now',
    );
  });

  it('words a sold-out item in Spanish, the name as the owner wrote it', () => {
    expect(word('es', pricingMessages.unavailable('Paneer Tikka'))).toBe(
      'Paneer Tikka no está disponible ahora mismo',
    );
  });

  it('isolates a name in Arabic, so an English name does not pull the sentence around it', () => {
    expect(word('ar', pricingMessages.unavailable('Paneer Tikka'))).toBe(
      `${FSI}Paneer Tikka${PDI} غير متوفر الآن`,
    );
  });

  it("reads a schema's English back into its key: a too-long instruction in Spanish and Arabic", () => {
    const english = 'Instruction cannot be more than 200 characters';
    expect(word('es', english)).toBe('Indicaciones: como máximo 200 caracteres');
    expect(word('ar', english)).toBe(`التعليمات: ${LRI}200${PDI} حرف على الأكثر`);
  });

  it("uses Arabic's plural forms: one, two, few, many", () => {
    const tooLong = (max: number) => ({
      message: `Instruction cannot be more than ${max} characters`,
      key: '{{label}} cannot be more than {{max}} characters',
      values: { label: 'Instruction', max },
    });
    expect(word('ar', tooLong(1))).toBe('التعليمات: حرف واحد على الأكثر');
    expect(word('ar', tooLong(2))).toBe('التعليمات: حرفان على الأكثر');
    expect(word('ar', tooLong(5))).toBe(`التعليمات: ${LRI}5${PDI} أحرف على الأكثر`);
    expect(word('ar', tooLong(50))).toBe(`التعليمات: ${LRI}50${PDI} حرفًا على الأكثر`);
    expect(word('es', billMessages.splitAlready(1))).toBe(
      'Esta cuenta ya está dividida entre 1 persona.',
    );
    expect(word('es', billMessages.splitAlready(4))).toBe(
      'Esta cuenta ya está dividida entre 4 personas.',
    );
  });

  it('formats an amount and a number for the locale', () => {
    const amount = new Intl.NumberFormat('es', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    }).format(1999.5);
    expect(word('es', orderMessages.deliveryMinimum(199_950, 'INR'))).toBe(
      `La entrega a domicilio requiere un pedido mínimo de ${amount}`,
    );
    expect(word('de', orderMessages.outsideRadius(1500, 'KiloMeter'))).toBe(
      'Ihr Standort liegt außerhalb des Liefergebiets (1.500 km)',
    );
  });

  it("words a closed notice with the owner's reason inside an order's refusal", () => {
    const holiday = { open: false, reason: 'holiday', nextOpenAt: null } as const;
    const closed = orderMessages.closedAsap(
      { ...holiday, message: closedMessages.holiday('Diwali') },
      true,
    );
    expect(word('es', closed)).toBe('Cerrado hoy: Diwali. Programa la recogida para más tarde.');
    expect(word('ar', closed)).toBe(
      `مغلق اليوم: ${FSI}Diwali${PDI}. يُرجى جدولة الاستلام في وقت لاحق.`,
    );
    // The menu's notice travels as English only.
    expect(word('es', closedMessages.outOfOperation('Obras', '2026-12-24'))).toBe(
      'Este local está fuera de servicio hasta el 2026-12-24: Obras.',
    );
  });

  it('looks a fixed message up as before, and leaves one no catalogue has in English', () => {
    expect(word('es', 'Your card was declined. No money was taken. Please try another card.')).toBe(
      'Tu tarjeta ha sido rechazada. No se ha cobrado nada. Prueba con otra tarjeta.',
    );
    expect(word('es', 'Something nobody wrote down')).toBe('Something nobody wrote down');
  });
});
