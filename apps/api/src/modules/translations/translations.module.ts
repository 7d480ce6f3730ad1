import type { Platform } from '../../platform.ts';
import type { BusinessModule } from '../business/business.module.ts';
import type { MenuModule } from '../menu/menu.module.ts';
import { createTranslationsRepository } from './translations.repository.ts';
import { registerTranslationRoutes } from './translations.routes.ts';
import { createTranslationsService } from './translations.service.ts';

/** The owner's translations of the menu, and the menu in the guest's language. */
export function createTranslationsModule(
  { app, db }: Platform,
  requireTenant: Parameters<typeof registerTranslationRoutes>[1]['requireTenant'],
  business: BusinessModule,
  menu: MenuModule,
) {
  const service = createTranslationsService({
    translations: createTranslationsRepository(db),
    items: menu.items,
    business: business.service,
  });
  registerTranslationRoutes(app, { translations: service, requireTenant });
  return { service };
}

export type TranslationsModule = ReturnType<typeof createTranslationsModule>;
