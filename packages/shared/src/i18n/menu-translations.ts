import { z } from 'zod';
import { messages } from '../validation/messages.ts';
import { GUEST_LOCALES } from './locales.ts';

/** Whose text a translation is (`entity_key` says which one). */
export const TRANSLATION_ENTITY_KINDS = [
  'business',
  'category',
  'item',
  'option-group',
  'option',
] as const;
export type TranslationEntityKind = (typeof TRANSLATION_ENTITY_KINDS)[number];

export const TRANSLATION_FIELDS = ['name', 'description', 'value'] as const;
export type TranslationField = (typeof TRANSLATION_FIELDS)[number];

/** The fields each kind has, and the longest text each takes: the original's own limits. */
export const TRANSLATABLE_FIELDS: Record<
  TranslationEntityKind,
  Partial<Record<TranslationField, number>>
> = {
  business: { description: 500 },
  category: { name: 50 },
  item: { name: 100, description: 500 },
  'option-group': { name: 100 },
  option: { value: 100 },
};

/** A menu has at most 1000 items a business; a language's texts stay well within this. */
export const MAX_TRANSLATIONS_PER_SAVE = 5000;

const FIELD_LABELS: Record<TranslationField, string> = {
  name: 'Name',
  description: 'Description',
  value: 'Value',
};

export const menuTranslationSchema = z
  .object({
    entityKind: z.enum(TRANSLATION_ENTITY_KINDS),
    entityKey: z.string().trim().min(1).max(100),
    field: z.enum(TRANSLATION_FIELDS),
    /** Empty removes the translation: the guest reads the original again. */
    text: z.string().trim(),
  })
  .superRefine((entry, context) => {
    const max = TRANSLATABLE_FIELDS[entry.entityKind][entry.field];
    if (max === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['field'],
        message: `A ${entry.entityKind} has no ${entry.field} to translate`,
      });
      return;
    }
    if (entry.text.length > max)
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message: messages.tooLong(FIELD_LABELS[entry.field], max),
      });
  });
export type MenuTranslation = z.infer<typeof menuTranslationSchema>;

export const translationLocaleSchema = z.enum(GUEST_LOCALES, 'Please choose a language');

/** PUT body: the texts of one language to save (an empty text deletes that one). */
export const menuTranslationsInputSchema = z.object({
  translations: z
    .array(menuTranslationSchema)
    .max(MAX_TRANSLATIONS_PER_SAVE, `At most ${MAX_TRANSLATIONS_PER_SAVE} translations at once`),
});
export type MenuTranslationsInput = z.infer<typeof menuTranslationsInputSchema>;

/** One translatable text of the menu, its original and its translation in the asked language. */
export const translatableTextSchema = z.object({
  entityKind: z.enum(TRANSLATION_ENTITY_KINDS),
  entityKey: z.string(),
  field: z.enum(TRANSLATION_FIELDS),
  /** Where it sits, for the owner: "Starters", "Paneer Tikka › Spice level". */
  context: z.string(),
  original: z.string(),
  text: z.string(),
});
export type TranslatableText = z.infer<typeof translatableTextSchema>;

export const menuTranslationsSchema = z.object({
  locale: z.enum(GUEST_LOCALES),
  /**
   * The language the menu is written in (decision 054): English, or Spanish for a business its
   * owner created in Spanish. Guests reading it see the originals; the owner translates into the others.
   */
  source: z.enum(GUEST_LOCALES),
  texts: z.array(translatableTextSchema),
  /** Per language: how many of the menu's texts are translated (the completeness indicator). */
  completeness: z.array(
    z.object({
      locale: z.enum(GUEST_LOCALES),
      translated: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type MenuTranslations = z.infer<typeof menuTranslationsSchema>;

/** The key a text is looked up by: kind, key and field. */
export function translationKeyOf(entry: {
  entityKind: TranslationEntityKind;
  entityKey: string;
  field: TranslationField;
}): string {
  return `${entry.entityKind}\n${entry.entityKey}\n${entry.field}`;
}
