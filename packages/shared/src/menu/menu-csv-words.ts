import { OWNER_LANGUAGES } from '../account/owner-language.ts';
import { CSV_DIALECTS, type CsvDialect } from '../http/csv-download.ts';
import { ALLERGENS, MENU_TAGS, type Allergen, type MenuTag } from './option-groups.ts';

/**
 * The menu file in the owner app's languages (docs/product/menu-import.md): the export writes one
 * of them, the import reads both. English is the format's own; Spanish is what Excel in Spain opens
 * and saves: ';' between cells, decimal commas, and the words of the owner app's Spanish catalogue
 * (apps/web/src/lib/i18n/locales/es.json, checked by owner-catalogue.test.ts), so the MENU tab and
 * the file name a tag the same.
 */
export const MENU_CSV_LANGUAGES = OWNER_LANGUAGES;
export type MenuCsvLanguage = (typeof MENU_CSV_LANGUAGES)[number];

/** The file's dialect (its decimal separator is that of prices and the tax percentage), and words. */
export interface MenuCsvWords extends CsvDialect {
  yes: string;
  no: string;
  tags: Record<MenuTag, string>;
  allergens: Record<Allergen, string>;
}

const same = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;

export const MENU_CSV_WORDS: Record<MenuCsvLanguage, MenuCsvWords> = {
  en: {
    ...CSV_DIALECTS.en,
    yes: 'Yes',
    no: 'No',
    tags: same(MENU_TAGS),
    allergens: same(ALLERGENS),
  },
  es: {
    ...CSV_DIALECTS.es,
    yes: 'Sí',
    no: 'No',
    tags: {
      Popular: 'Popular',
      Spicy: 'Picante',
      Vegetarian: 'Vegetariano',
      Vegan: 'Vegano',
      'Gluten Friendly': 'Apto para sin gluten',
    },
    allergens: {
      Celery: 'Apio',
      'Cereals containing gluten': 'Cereales con gluten',
      Crustaceans: 'Crustáceos',
      Eggs: 'Huevos',
      Fish: 'Pescado',
      Lupin: 'Altramuces',
      Milk: 'Leche',
      Molluscs: 'Moluscos',
      Mustard: 'Mostaza',
      'Tree nuts': 'Frutos de cáscara',
      Peanuts: 'Cacahuetes',
      Sesame: 'Sésamo',
      Soybeans: 'Soja',
      Sulphites: 'Sulfitos',
    },
  },
};

/** How a word is compared: any case, with or without accents ("Si", "sí", "SÍ"), spaces trimmed. */
export const wordKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

function lookupOf<T extends string>(pick: (words: MenuCsvWords) => Record<T, string>) {
  const lookup = new Map<string, T>();
  for (const language of MENU_CSV_LANGUAGES)
    for (const [value, word] of Object.entries(pick(MENU_CSV_WORDS[language])) as [T, string][])
      lookup.set(wordKey(word), value);
  return (text: string): T | undefined => lookup.get(wordKey(text));
}

/** A tag as the file names it, in either language; undefined when it is no tag. */
export const tagOfWord = lookupOf((words) => words.tags);
/** An allergen as the file names it, in either language; undefined when it is no allergen. */
export const allergenOfWord = lookupOf((words) => words.allergens);

/** Yes or No in either language (and true/false, 1/0); blank is No; undefined when it is neither. */
export function yesNoOfWord(text: string): boolean | undefined {
  const key = wordKey(text);
  if (key === '' || key === 'false' || key === '0') return false;
  if (key === 'true' || key === '1') return true;
  for (const language of MENU_CSV_LANGUAGES) {
    const words = MENU_CSV_WORDS[language];
    if (key === wordKey(words.yes)) return true;
    if (key === wordKey(words.no)) return false;
  }
  return undefined;
}
