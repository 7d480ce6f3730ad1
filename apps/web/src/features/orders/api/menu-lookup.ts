import type { z } from 'zod';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { MENU_LIMITS } from '@scanorder/shared/business/constants';
import { menuItemPageSchemas, type MenuItemPage } from '@scanorder/shared/menu/menu-item';
import { businessPath } from '@scanorder/shared/api/paths';
import { apiRequest } from '../../../api/client.ts';

const pageSchemaOf = (kind: BusinessKind) =>
  // zod's ZodType is invariant in its internals, so one kind's object schema is not a ZodType of the union.
  menuItemPageSchemas[kind] as unknown as z.ZodType<MenuItemPage>;

/**
 * Menu items staff may add to an order: the first page of the menu (a restaurant's whole menu, a
 * grocery's first 100) matching the search.
 */
export const searchMenuItems = (kind: BusinessKind, search: string, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: '1', pageSize: String(MENU_LIMITS[kind].pageSize) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`${businessPath(kind)}/menu-items?${query.toString()}`, {
    schema: pageSchemaOf(kind),
    signal,
  });
};
