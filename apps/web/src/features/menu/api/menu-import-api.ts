import type { BusinessKind } from '@scanorder/shared/account/services';
import { menuExportPath, menuRoutes } from '@scanorder/shared/api/menu';
import type { MenuCsvLanguage } from '@scanorder/shared/menu/menu-csv-words';
import { callRoute } from '../../../api/client.ts';

/**
 * The whole menu as CSV; a plain link downloads it with the session cookie. It is written for the
 * owner app's language: in Spanish with ';' and decimal commas, as Excel in Spain opens it.
 */
export const menuExportUrl = (kind: BusinessKind, language: MenuCsvLanguage) =>
  `${menuExportPath(kind)}?language=${language}`;

/** What importing the file would create, change or refuse; writes nothing. */
export const previewMenuImport = (kind: BusinessKind, csv: string) =>
  callRoute(menuRoutes[kind].importPreview, { body: { csv } });

/** Imports every row of the file or none. */
export const importMenu = (kind: BusinessKind, csv: string) =>
  callRoute(menuRoutes[kind].import, { body: { csv } });
