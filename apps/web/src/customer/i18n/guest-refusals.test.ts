import { describe, expect, it } from 'vitest';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import { SERVER_ERROR_MESSAGE } from '@scanorder/shared/errors/app-error';
import { GUEST_MESSAGES, keyedOf } from '@scanorder/shared/i18n/guest-messages';
import { GUEST_LOCALES, type GuestLocale } from '@scanorder/shared/i18n/locales';
import { customerInputSchema } from '@scanorder/shared/ordering/customer';
import { closedMessages } from '@scanorder/shared/ordering/opening';
import { orderLineMessages } from '@scanorder/shared/ordering/order-line';
import { orderMessages } from '@scanorder/shared/ordering/order-messages';
import { placeOrderInputSchema, placeOrderMessages } from '@scanorder/shared/ordering/place-order';
import { slotMessages } from '@scanorder/shared/ordering/pickup-slots';
import { pricingMessages } from '@scanorder/shared/ordering/price';
import { paymentMessages } from '@scanorder/shared/payments/payments';
import { billMessages } from '@scanorder/shared/payments/table-bill';
import { messagesOf } from './catalogs.ts';

/**
 * The refusals a guest can meet (menu, cart and pricing, placement, scheduled pickup, delivery,
 * closed and paused stores, guest payment and the table's bill, rate limits, server errors): every
 * message of these shared tables, so a message added to one of them without its six translations
 * fails here. Left out, by name: what only the team meets (refunds, the board's moves).
 */
const TEAM_ONLY = new Set([
  'paymentMessages.nothingToRefund',
  'paymentMessages.refundTooLarge',
  'billMessages.shareNothingToRefund',
  'billMessages.onBill',
  'orderMessages.stale',
  'orderMessages.refused',
]);

const TABLES = {
  pricingMessages,
  orderMessages,
  orderLineMessages,
  placeOrderMessages,
  slotMessages,
  closedMessages,
  paymentMessages,
  billMessages,
} as const;

/** A message as the API gives it: its English, and its key when it is built with values. */
interface Given {
  message: string;
  key?: string | undefined;
}

/** The messages built with values, each with values a guest could meet. */
const WITH_VALUES: Record<string, Given> = {
  'pricingMessages.unavailable': pricingMessages.unavailable('Paneer Tikka'),
  'pricingMessages.unknownOption': pricingMessages.unknownOption('Paneer Tikka'),
  'pricingMessages.unknownVariant': pricingMessages.unknownVariant('Basmati rice'),
  'orderMessages.closedAsap': orderMessages.closedAsap(
    { open: false, reason: 'holiday', message: closedMessages.holiday('Diwali'), nextOpenAt: null },
    true,
  ),
  'orderMessages.deliveryMinimum': orderMessages.deliveryMinimum(29_900, 'INR'),
  'orderMessages.outsideRadius': orderMessages.outsideRadius(5, 'KiloMeter'),
  'billMessages.splitAlready': billMessages.splitAlready(3),
  // Closed notices travel as English only (the menu's status): the page reads their key back.
  'closedMessages.holiday': { message: closedMessages.holiday('Diwali') },
  'closedMessages.outOfOperation': {
    message: closedMessages.outOfOperation('Repairs', '2026-12-24'),
  },
};

/** Every guest-facing message, as the API or the page has it. */
function guestFacing(): (Given & { name: string })[] {
  const all: (Given & { name: string })[] = [];
  for (const [table, entries] of Object.entries(TABLES))
    for (const [entry, value] of Object.entries(entries)) {
      const name = `${table}.${entry}`;
      if (TEAM_ONLY.has(name)) continue;
      const given = typeof value === 'string' ? { message: value } : WITH_VALUES[name];
      if (given === undefined) throw new Error(`${name}: give it sample values in WITH_VALUES`);
      all.push({ name, ...given });
    }
  for (const message of [
    closedMessages.outOfOperation(null, null),
    closedMessages.outOfOperation('Repairs', null),
    closedMessages.outOfOperation(null, '2026-12-24'),
  ])
    all.push({ name: 'closedMessages.outOfOperation', message });
  all.push({
    name: 'orderMessages.closedAsap',
    ...orderMessages.closedAsap(
      { open: false, reason: 'closed-now', message: closedMessages.closedNow, nextOpenAt: null },
      false,
    ),
  });
  all.push({ name: 'rate limit (429)', message: authMessages.rateLimited });
  all.push({
    name: 'server error (5xx, or a body that is not ours)',
    message: SERVER_ERROR_MESSAGE,
  });
  return all;
}

/** The schema messages the checkout and placement give for a value too long or too short. */
function fieldMessages(): string[] {
  const long = 'x'.repeat(300);
  const tooLong = customerInputSchema.safeParse(
    Object.fromEntries(
      ['firstName', 'lastName', 'streetAddress', 'buildingNumber', 'stateName'].map((f) => [
        f,
        long,
      ]),
    ),
  );
  const tooShort = customerInputSchema.safeParse({ firstName: 'A', lastName: 'B' });
  const instruction = placeOrderInputSchema.safeParse({
    lines: [{ menuItemId: crypto.randomUUID(), quantity: 1, instruction: long }],
  });
  return [tooLong, tooShort, instruction].flatMap((result) =>
    (result.error?.issues ?? [])
      .map((issue) => issue.message)
      .filter((message) => /cannot be (more|less) than/.test(message)),
  );
}

/** The forms a language's plural takes (Arabic: zero, one, two, few, many, other). */
const formsOf = (locale: GuestLocale) =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

/** Whether a catalogue words `key` (every plural form when it has a plural). */
function missingIn(locale: GuestLocale, key: string): string[] {
  const messages = messagesOf(locale);
  const spec = GUEST_MESSAGES[key];
  if (spec?.plural === undefined) return messages[key]?.trim() ? [] : [key];
  return formsOf(locale)
    .map((form) => `${key}_${form}`)
    .filter((plural) => !messages[plural]?.trim());
}

describe.each(GUEST_LOCALES)('the %s catalogue words every refusal a guest can meet', (locale) => {
  it('every message built with values (the shared table of keyed messages)', () => {
    const missing = Object.keys(GUEST_MESSAGES).flatMap((key) => missingIn(locale, key));
    expect(missing).toEqual([]);
  });

  it('keeps each keyed message to the values its English has', () => {
    const messages = messagesOf(locale);
    const wrong = Object.entries(GUEST_MESSAGES).flatMap(([key, spec]) =>
      Object.entries(messages)
        .filter(([entry]) => entry === key || entry.startsWith(`${key}_`))
        .flatMap(([entry, text]) =>
          [...text.matchAll(/\{\{(\w+)\}\}/g)]
            .map((match) => match[1]!)
            .filter((name) => !(name in spec.values))
            .map((name) => `${entry}: {{${name}}}`),
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('every guest-facing message of the shared tables, fixed or keyed', () => {
    const messages = messagesOf(locale);
    const missing = guestFacing().flatMap(({ name, message, key }) => {
      const keyed = key ?? keyedOf(message)?.key;
      if (keyed) return missingIn(locale, keyed).map((entry) => `${name}: ${entry}`);
      return messages[message]?.trim() ? [] : [`${name}: ${message}`];
    });
    expect(missing).toEqual([]);
  });

  it("every field's 'cannot be more (or less) than N characters', its label included", () => {
    const messages = messagesOf(locale);
    const found = fieldMessages();
    expect(found.length).toBeGreaterThanOrEqual(7);
    const missing = found.filter((message) => {
      const keyed = keyedOf(message);
      if (!keyed) return true;
      return missingIn(locale, keyed.key).length > 0 || !messages[String(keyed.values['label'])];
    });
    expect(missing).toEqual([]);
  });

  it('every unit a delivery radius is given in', () => {
    expect(['KiloMeter', 'Mile'].filter((unit) => !messagesOf(locale)[unit]?.trim())).toEqual([]);
  });
});
