import type { BusinessKind } from '@scanorder/shared/account/services';
import { translationRoutes } from '@scanorder/shared/api/translations';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import type { MenuTranslationsInput } from '@scanorder/shared/i18n/menu-translations';
import { callRoute } from '../../../api/client.ts';

export const fetchTranslations = (kind: BusinessKind, locale: GuestLocale, signal?: AbortSignal) =>
  callRoute(translationRoutes[kind].get, { params: { locale }, signal });

export const saveTranslations = (
  kind: BusinessKind,
  locale: GuestLocale,
  input: MenuTranslationsInput,
) => callRoute(translationRoutes[kind].save, { params: { locale }, body: input });
