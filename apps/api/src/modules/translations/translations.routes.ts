import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { translationRoutes } from '@scanorder/shared/api/translations';
import { sessionRoutesOf } from '../../http/contract-route.ts';
import { tagOf } from '../../http/route-helpers.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';
import type { TranslationsService } from './translations.service.ts';

/** The owner's translations of the menu, one language at a time (issue 22). */
export function registerTranslationRoutes(
  app: FastifyInstance,
  deps: { translations: TranslationsService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { translations, requireTenant } = deps;

  for (const kind of BUSINESS_KINDS) {
    const contract = translationRoutes[kind];
    const sessionRoute = sessionRoutesOf([tagOf(kind, 'Menu translations')], requireTenant);

    routes.route({
      ...sessionRoute(contract.get),
      handler: (request) => translations.get(tenantOf(request), kind, request.params.locale),
    });

    routes.route({
      ...sessionRoute(contract.save),
      handler: (request) =>
        translations.save(tenantOf(request), kind, request.params.locale, request.body),
    });
  }
}
