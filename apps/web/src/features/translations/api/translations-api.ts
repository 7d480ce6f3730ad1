import type { BusinessKind } from '@scanorder/shared/account/services';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import {
  menuTranslationsSchema,
  type MenuTranslationsInput,
} from '@scanorder/shared/i18n/menu-translations';
import { businessPath } from '@scanorder/shared/api/paths';
import { apiGet, apiRequest } from '../../../api/client.ts';

const translationsPath = (kind: BusinessKind, locale: GuestLocale) =>
  `${businessPath(kind)}/menu-translations/${locale}`;

export const fetchTranslations = (kind: BusinessKind, locale: GuestLocale, signal?: AbortSignal) =>
  apiGet(translationsPath(kind, locale), menuTranslationsSchema, signal);

export const saveTranslations = (
  kind: BusinessKind,
  locale: GuestLocale,
  input: MenuTranslationsInput,
) =>
  apiRequest(translationsPath(kind, locale), {
    method: 'PUT',
    body: input,
    schema: menuTranslationsSchema,
  });
