import { describe, expect, it } from 'vitest';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';
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
});
