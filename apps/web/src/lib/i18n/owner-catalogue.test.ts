import { describe, expect, it } from 'vitest';
import { MENU_CSV_WORDS } from '@scanorder/shared/menu/menu-csv-words';
import en from './locales/en.json';
import es from './locales/es.json';

const english: Record<string, string> = en;
const spanish: Record<string, string> = es;
const placeholdersOf = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const pluralBase = (key: string) => key.replace(/_(one|other|many)$/, '');

describe('the owner catalogues', () => {
  it('has a Spanish text for every English key', () => {
    const missing = Object.keys(english).filter((key) => !spanish[key]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(english).length).toBeGreaterThan(700);
  });

  it('keeps the English source as the key, except the singular of a plural and a context', () => {
    // A word with a context per service ('MENU_grocery'), or the board's column heading
    // ('New_column': Spanish 'Nuevos' beside the one order's 'Nuevo'), reads its base's English.
    const context = /_(grocery|restaurant|column)$/;
    const reworded = Object.entries(english).filter(
      ([key, value]) =>
        value !== key &&
        !(key.endsWith('_one') || key.endsWith('_other')) &&
        !(context.test(key) && value === key.replace(context, '')),
    );
    expect(reworded).toEqual([]);
  });

  it('fills the same placeholders in Spanish as in English', () => {
    const wrong = Object.keys(english)
      .filter((key) => spanish[key])
      .filter(
        (key) =>
          placeholdersOf(spanish[key]!).join() !== placeholdersOf(english[key]!).join() &&
          // A Spanish singular may spell the count out; the plural base must still use it.
          !key.endsWith('_one'),
      );
    expect(wrong).toEqual([]);
  });

  it('has every Spanish plural form (one, many, other) where English has a plural', () => {
    const bases = new Set(
      Object.keys(english)
        .filter((k) => k.endsWith('_other'))
        .map(pluralBase),
    );
    const missing = [...bases].flatMap((base) =>
      ['_one', '_many', '_other'].filter((form) => !spanish[base + form]).map((f) => base + f),
    );
    expect(missing).toEqual([]);
  });

  it('never calls a product a dish in Spanish, since grocery owners read the same texts', () => {
    // The one text only a restaurant's picture shows (the welcome page's dine-in illustration).
    const restaurantOnly = new Set(['A served dish with a table QR code']);
    const dishes = Object.entries(spanish)
      .filter(([key, text]) => !restaurantOnly.has(key) && /\bplatos?\b/i.test(text))
      .map(([key]) => key);
    expect(dishes).toEqual([]);
  });

  it("calls the menu carta, and a grocery's catálogo, never menú", () => {
    // "Carta" is what a restaurant in Spain calls its list of dishes ("menú" is the fixed-price menú
    // del día); the app's own menus (the avatar's, the navigation's) are the only menús.
    const appMenus = new Set(['Account menu', 'Open menu']);
    const menus = Object.entries(spanish)
      .filter(([key, text]) => !appMenus.has(key) && /\bmen[uú]s?\b/i.test(text))
      .map(([key]) => key);
    expect(menus).toEqual([]);
    const groceryCartas = Object.entries(spanish)
      .filter(([key, text]) => /_grocery$|\bgrocery\b/i.test(key) && /\bcartas?\b/i.test(text))
      .map(([key]) => key);
    expect(groceryCartas).toEqual([]);
  });

  it('names a tab in Spanish as the Spanish tab bar shows it', () => {
    // The tab and drawer labels are the catalogue's all-capital English keys (MENU, QR-CODES...).
    const tabNames = new Set(
      Object.keys(english)
        .filter((key) => /^[A-Z][A-Z/ -]+$/.test(key))
        .map((key) => spanish[key]),
    );
    const wrong = Object.values(spanish).flatMap((text) =>
      [...text.matchAll(/pestaña ([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ/ -]*[A-ZÁÉÍÓÚÑ])/g)]
        .map((match) => match[1]!)
        .filter((name) => !tabNames.has(name)),
    );
    expect(wrong).toEqual([]);
  });

  it('names tags, allergens and Yes in the Spanish menu file as the MENU tab does', () => {
    // The export writes these words and the import reads them: the file and the item form agree.
    const words = MENU_CSV_WORDS.es;
    const pairs = [
      ...Object.entries(words.tags),
      ...Object.entries(words.allergens),
      ['Yes', words.yes],
      ['No', words.no],
    ];
    expect(pairs.filter(([english, word]) => spanish[english!] !== word)).toEqual([]);
  });
});
