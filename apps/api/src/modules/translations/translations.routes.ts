import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import {
  menuTranslationsInputSchema,
  menuTranslationsSchema,
  translationLocaleSchema,
} from '@scanorder/shared/i18n/menu-translations';
import { businessPath } from '@scanorder/shared/api/paths';
import { errorResponses, sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';
import type { TranslationsService } from './translations.service.ts';

const localeParams = z.object({ locale: translationLocaleSchema });

/** The owner's translations of the menu, one language at a time (issue 22). */
export function registerTranslationRoutes(
  app: FastifyInstance,
  deps: { translations: TranslationsService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { translations, requireTenant } = deps;

  for (const kind of BUSINESS_KINDS) {
    const path = `${businessPath(kind)}/menu-translations/:locale`;
    const schemaOf = (summary: string) => ({
      tags: [tagOf(kind, 'Menu translations')],
      summary,
      security: sessionSecurity,
      params: localeParams,
    });

    routes.get(
      path,
      {
        preHandler: requireTenant,
        schema: {
          ...schemaOf(
            "The menu's texts with their translations into one language, and each language's completeness",
          ),
          response: { 200: menuTranslationsSchema, ...errorResponses },
        },
      },
      (request) => translations.get(tenantOf(request), kind, request.params.locale),
    );

    routes.put(
      path,
      {
        preHandler: requireTenant,
        schema: {
          ...schemaOf('Save translations into one language (an empty text removes one)'),
          body: menuTranslationsInputSchema,
          response: { 200: menuTranslationsSchema, ...errorResponses },
        },
      },
      (request) => translations.save(tenantOf(request), kind, request.params.locale, request.body),
    );
  }
}
