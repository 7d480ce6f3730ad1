import { z } from 'zod';

/**
 * The owner app's languages (decision 051): the language an owner or team member reads the app
 * in, kept on their user so every email the server writes them, and every device they sign in
 * on, uses it. A user who has not chosen one (a row from before it was kept, an invited member)
 * reads English emails until their first sign-in saves their device's language.
 */
export const OWNER_LANGUAGES = ['en', 'es'] as const;
export type OwnerLanguage = (typeof OWNER_LANGUAGES)[number];
export const DEFAULT_OWNER_LANGUAGE: OwnerLanguage = 'en';

export const ownerLanguageSchema = z.enum(OWNER_LANGUAGES, {
  error: 'Language must be en or es',
});

/** A stored or sent language, English for anything else (none chosen yet, a missing field). */
export const ownerLanguageOf = (value: unknown): OwnerLanguage =>
  (OWNER_LANGUAGES as readonly unknown[]).includes(value)
    ? (value as OwnerLanguage)
    : DEFAULT_OWNER_LANGUAGE;

/** PUT /api/v1/profile/language: the signed-in user's own language. */
export const ownerLanguageInputSchema = z.object({ language: ownerLanguageSchema });
export const ownerLanguageResultSchema = z.object({ language: ownerLanguageSchema });
