import type { BusinessKind } from '@scanorder/shared/account/services';
import { menuRoutes } from '@scanorder/shared/api/menu';
import { MENU_LIMITS } from '@scanorder/shared/business/constants';
import { callRoute } from '../../../api/client.ts';

/**
 * Menu items staff may add to an order: the first page of the menu (a restaurant's whole menu, a
 * grocery's first 100) matching the search.
 */
export const searchMenuItems = (kind: BusinessKind, search: string, signal?: AbortSignal) =>
  callRoute(menuRoutes[kind].list, {
    query: { page: 1, pageSize: MENU_LIMITS[kind].pageSize, search: search.trim() || undefined },
    signal,
  });
