import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import {
  menuTranslationsInputSchema,
  menuTranslationsSchema,
  translationLocaleSchema,
} from '../i18n/menu-translations.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS } from './contract.ts';
import { businessPath } from './paths.ts';

const localeParams = z.object({ locale: translationLocaleSchema });
const refusals = errorResponses(SIGNED_IN_ERRORS);

const translationRoutesOf = (kind: BusinessKind) => {
  const path = `${businessPath(kind)}/menu-translations/:locale`;
  return {
    get: defineRoute({
      method: 'GET',
      path,
      summary:
        "The menu's texts with their translations into one language, and each language's completeness",
      schema: { params: localeParams, response: { 200: menuTranslationsSchema, ...refusals } },
    }),
    save: defineRoute({
      method: 'PUT',
      path,
      summary: 'Save translations into one language (an empty text removes one)',
      schema: {
        params: localeParams,
        body: menuTranslationsInputSchema,
        response: { 200: menuTranslationsSchema, ...refusals },
      },
    }),
  };
};

/** The owner's translations of the menu, one language at a time (issue 22). */
export const translationRoutes = {
  restaurant: translationRoutesOf('restaurant'),
  grocery: translationRoutesOf('grocery'),
} satisfies Record<BusinessKind, unknown>;
