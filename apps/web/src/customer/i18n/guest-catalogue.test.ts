import { describe, expect, it } from 'vitest';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import {
  CUSTOMER_FIELD_LABELS,
  customerInputSchema,
  customerMessages,
} from '@scanorder/shared/ordering/customer';
import { messagesOf } from './catalogs.ts';

/** A grocery's shoppers read the same catalogue as a restaurant's guests: no word for a dish. */
const DISH: Record<GuestLocale, RegExp> = {
  en: /\bdish(es)?\b/i,
  es: /\bplatos?\b/i,
  fr: /\bplats?\b/i,
  de: /gericht/i,
  hi: /व्यंजन/,
  ar: /طبق|أطباق/,
};

describe('the guest catalogues', () => {
  it.each(Object.keys(DISH) as GuestLocale[])('never call a product a dish in %s', (locale) => {
    const dishes = Object.entries(messagesOf(locale))
      .filter(([, text]) => DISH[locale].test(text))
      .map(([key]) => key);
    expect(dishes).toEqual([]);
  });

  it.each(Object.keys(DISH) as GuestLocale[])(
    "says each checkout field's 'field is required' in %s, as the checkout shows it",
    (locale) => {
      const messages = messagesOf(locale);
      const missing = Object.values(CUSTOMER_FIELD_LABELS)
        .map((label) => `${label} field is required`)
        .filter((key) => !messages[key]?.trim());
      expect(missing).toEqual([]);
    },
  );

  it.each(Object.keys(DISH) as GuestLocale[])(
    "says each checkout field's 'too short' in %s, as the checkout shows it",
    (locale) => {
      const messages = messagesOf(locale);
      // Every field given one character: the messages the checkout shows for a value too short.
      const oneLetter = Object.fromEntries(Object.keys(CUSTOMER_FIELD_LABELS).map((f) => [f, 'A']));
      const result = customerInputSchema.safeParse(oneLetter);
      const tooShort = (result.error?.issues ?? [])
        .map((issue) => issue.message)
        .filter((message) => message.includes('cannot be less than'));
      expect(tooShort.length).toBeGreaterThan(0);
      expect(tooShort.filter((key) => !messages[key]?.trim())).toEqual([]);
    },
  );

  it.each(Object.keys(DISH) as GuestLocale[])(
    "says a checkout field's wrong value (a zip code) in %s, as the checkout shows it",
    (locale) => {
      const messages = messagesOf(locale);
      // A delivery to zip code "64": the checkout showed "Please enter valid Zip code" in English.
      const result = customerInputSchema.safeParse({ zipCode: '64' });
      const wrong = (result.error?.issues ?? [])
        .map((issue) => issue.message)
        .filter((message) => (Object.values(customerMessages) as string[]).includes(message));
      expect(wrong).toEqual([customerMessages.zip]);
      expect(wrong.filter((key) => !messages[key]?.trim())).toEqual([]);
    },
  );

  it.each([
    // A grocery's guest read "the restaurant edited it" (المطعم) on an order the store had edited.
    ['ar', /المطعم|مطعم|المتجر|متجر/],
    // And a restaurant's guest read "the shop changed it" (दुकान) in Hindi.
    ['hi', /दुकान|रेस्टोरेंट|रेस्तरां/],
  ] as const)(
    'names "the business" in %s with a word that fits a grocery and a restaurant alike',
    (language, narrowWords) => {
      const narrow = Object.entries(messagesOf(language))
        .filter(([key]) => /\bbusiness\b/i.test(key))
        .filter(([, value]) => narrowWords.test(value))
        .map(([key]) => key);
      expect(narrow).toEqual([]);
    },
  );

  it('addresses the guest as Sie throughout in German, the payment step and receipts too', () => {
    // The menu, checkout and order page say "Sie"; a "du" in the card form read as another voice.
    const du = /\b(du|dich|dir|dein\w*|gib|verwende|prüfe|versuche|tippe|wähle|bist|hast)\b/i;
    const informal = Object.entries(messagesOf('de'))
      .filter(([, text]) => du.test(text))
      .map(([key]) => key);
    expect(informal).toEqual([]);
  });
});
