import type { BusinessKind } from '@scanorder/shared/account/services';
import { menuRoutes } from '@scanorder/shared/api/menu';
import { MENU_LIMITS } from '@scanorder/shared/business/constants';
import type { MenuAvailability } from '@scanorder/shared/menu/availability';
import type { Categories, CategoriesInput } from '@scanorder/shared/menu/categories';
import type { MenuItem, MenuItemInput, MenuItemOrderInput } from '@scanorder/shared/menu/menu-item';
import { callRoute } from '../../../api/client.ts';
import { uploadToRoute } from '../../../api/upload.ts';

export interface MenuListParams {
  page: number;
  search?: string;
  category?: string;
  pageSize?: number;
}

/** A page of the menu: restaurants get the whole menu, groceries 100 a page. */
export const fetchMenuPage = (kind: BusinessKind, params: MenuListParams, signal?: AbortSignal) =>
  callRoute(menuRoutes[kind].list, {
    query: {
      page: params.page,
      pageSize: params.pageSize ?? MENU_LIMITS[kind].pageSize,
      search: params.search || undefined,
      category: params.category || undefined,
    },
    signal,
  });

/** Every item of one category in order (several pages for a large grocery category). */
export async function fetchCategoryItems(
  kind: BusinessKind,
  category: string,
): Promise<MenuItem[]> {
  const items: MenuItem[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchMenuPage(kind, { page, category });
    items.push(...result.items);
    if (items.length >= result.total || result.items.length === 0) return items;
  }
}

export const fetchCategories = (kind: BusinessKind): Promise<Categories> =>
  callRoute(menuRoutes[kind].categories);

export const saveCategories = (kind: BusinessKind, input: CategoriesInput): Promise<Categories> =>
  callRoute(menuRoutes[kind].saveCategories, { body: input });

export const createMenuItem = (kind: BusinessKind, input: MenuItemInput) =>
  callRoute(menuRoutes[kind].create, { body: input });

export const updateMenuItem = (kind: BusinessKind, itemId: string, input: MenuItemInput) =>
  callRoute(menuRoutes[kind].update, { params: { itemId }, body: input });

export const deleteMenuItem = (kind: BusinessKind, itemId: string) =>
  callRoute(menuRoutes[kind].delete, { params: { itemId } });

export const duplicateMenuItem = (kind: BusinessKind, itemId: string) =>
  callRoute(menuRoutes[kind].duplicate, { params: { itemId } });

export const setMenuItemAvailability = (
  kind: BusinessKind,
  itemId: string,
  availability: MenuAvailability,
) => callRoute(menuRoutes[kind].setAvailability, { params: { itemId }, body: { availability } });

export const reorderMenuItems = (kind: BusinessKind, input: MenuItemOrderInput) =>
  callRoute(menuRoutes[kind].reorder, { body: input });

export const uploadMenuImage = (
  kind: BusinessKind,
  itemId: string,
  file: File,
  onProgress: (percent: number) => void,
) => uploadToRoute(menuRoutes[kind].uploadImage, file, { params: { itemId }, onProgress });

export const removeMenuImage = (kind: BusinessKind, itemId: string) =>
  callRoute(menuRoutes[kind].removeImage, { params: { itemId } });
