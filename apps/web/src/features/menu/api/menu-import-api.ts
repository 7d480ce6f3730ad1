import type { BusinessKind } from '@scanorder/shared/account/services';
import { menuImportPreviewSchema, menuImportResultSchema } from '@scanorder/shared/menu/menu-csv';
import { businessPath } from '@scanorder/shared/api/paths';
import { apiRequest } from '../../../api/client.ts';

const menuPath = (kind: BusinessKind) => `${businessPath(kind)}/menu`;

/** The whole menu as CSV; a plain link downloads it with the session cookie. */
export const menuExportUrl = (kind: BusinessKind) => `${menuPath(kind)}/export.csv`;

/** What importing the file would create, change or refuse; writes nothing. */
export const previewMenuImport = (kind: BusinessKind, csv: string) =>
  apiRequest(`${menuPath(kind)}/import/preview`, {
    method: 'POST',
    body: { csv },
    schema: menuImportPreviewSchema,
  });

/** Imports every row of the file or none. */
export const importMenu = (kind: BusinessKind, csv: string) =>
  apiRequest(`${menuPath(kind)}/import`, {
    method: 'POST',
    body: { csv },
    schema: menuImportResultSchema,
  });
