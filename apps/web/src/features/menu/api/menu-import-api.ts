import type { BusinessKind } from '@scanorder/shared/account/services';
import { menuExportPath, menuRoutes } from '@scanorder/shared/api/menu';
import { callRoute } from '../../../api/client.ts';

/** The whole menu as CSV; a plain link downloads it with the session cookie. */
export const menuExportUrl = menuExportPath;

/** What importing the file would create, change or refuse; writes nothing. */
export const previewMenuImport = (kind: BusinessKind, csv: string) =>
  callRoute(menuRoutes[kind].importPreview, { body: { csv } });

/** Imports every row of the file or none. */
export const importMenu = (kind: BusinessKind, csv: string) =>
  callRoute(menuRoutes[kind].import, { body: { csv } });
