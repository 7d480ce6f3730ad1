import type { z } from 'zod';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { MENU_LIMITS } from '@scanorder/shared/business/constants';
import type { MenuAvailability } from '@scanorder/shared/menu/availability';
import {
  categoriesSchema,
  type Categories,
  type CategoriesInput,
} from '@scanorder/shared/menu/categories';
import {
  menuItemPageSchemas,
  menuItemSchemas,
  type MenuItem,
  type MenuItemInput,
  type MenuItemOrderInput,
  type MenuItemPage,
} from '@scanorder/shared/menu/menu-item';
import { businessPath } from '@scanorder/shared/api/paths';
import { apiRequest } from '../../../api/client.ts';
import { uploadImage } from '../../../api/upload.ts';

const itemsPath = (kind: BusinessKind) => `${businessPath(kind)}/menu-items`;
const itemPath = (kind: BusinessKind, itemId: string) =>
  `${itemsPath(kind)}/${encodeURIComponent(itemId)}`;

// Each kind's schema parses to its half of the MenuItem union.
const itemSchemaOf = (kind: BusinessKind) =>
  // zod's ZodType is invariant in its internals, so one kind's object schema is not a ZodType of the union.
  menuItemSchemas[kind] as unknown as z.ZodType<MenuItem>;
const pageSchemaOf = (kind: BusinessKind) =>
  // zod's ZodType is invariant in its internals, so one kind's object schema is not a ZodType of the union.
  menuItemPageSchemas[kind] as unknown as z.ZodType<MenuItemPage>;

export interface MenuListParams {
  page: number;
  search?: string;
  category?: string;
  pageSize?: number;
}

/** The query string of a menu page: restaurants get the whole menu, groceries 100 a page. */
export function menuListSearch(kind: BusinessKind, params: MenuListParams): string {
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize ?? MENU_LIMITS[kind].pageSize),
  });
  if (params.search) search.set('search', params.search);
  if (params.category) search.set('category', params.category);
  return search.toString();
}

export const fetchMenuPage = (kind: BusinessKind, params: MenuListParams, signal?: AbortSignal) =>
  apiRequest(`${itemsPath(kind)}?${menuListSearch(kind, params)}`, {
    schema: pageSchemaOf(kind),
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
  apiRequest(`${businessPath(kind)}/categories`, { schema: categoriesSchema });

export const saveCategories = (kind: BusinessKind, input: CategoriesInput): Promise<Categories> =>
  apiRequest(`${businessPath(kind)}/categories`, {
    method: 'PUT',
    body: input,
    schema: categoriesSchema,
  });

export const createMenuItem = (kind: BusinessKind, input: MenuItemInput) =>
  apiRequest(itemsPath(kind), { method: 'POST', body: input, schema: itemSchemaOf(kind) });

export const updateMenuItem = (kind: BusinessKind, itemId: string, input: MenuItemInput) =>
  apiRequest(itemPath(kind, itemId), { method: 'PUT', body: input, schema: itemSchemaOf(kind) });

export const deleteMenuItem = (kind: BusinessKind, itemId: string) =>
  apiRequest(itemPath(kind, itemId), { method: 'DELETE' });

export const duplicateMenuItem = (kind: BusinessKind, itemId: string) =>
  apiRequest(`${itemPath(kind, itemId)}/duplicate`, {
    method: 'POST',
    schema: itemSchemaOf(kind),
  });

export const setMenuItemAvailability = (
  kind: BusinessKind,
  itemId: string,
  availability: MenuAvailability,
) =>
  apiRequest(`${itemPath(kind, itemId)}/availability`, {
    method: 'PUT',
    body: { availability },
    schema: itemSchemaOf(kind),
  });

export const reorderMenuItems = (kind: BusinessKind, input: MenuItemOrderInput) =>
  apiRequest(`${itemsPath(kind)}/order`, { method: 'PUT', body: input });

export const uploadMenuImage = (
  kind: BusinessKind,
  itemId: string,
  file: File,
  onProgress: (percent: number) => void,
) =>
  uploadImage(`${itemPath(kind, itemId)}/image`, file, { schema: itemSchemaOf(kind), onProgress });

export const removeMenuImage = (kind: BusinessKind, itemId: string) =>
  apiRequest(`${itemPath(kind, itemId)}/image`, { method: 'DELETE', schema: itemSchemaOf(kind) });
