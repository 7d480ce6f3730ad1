import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import { policyOf } from '../business/kind-policy.ts';
import { availabilityInputSchema } from '../menu/availability.ts';
import { categoriesInputSchema, categoriesSchema } from '../menu/categories.ts';
import {
  menuImportInputSchema,
  menuImportPreviewSchema,
  menuImportResultSchema,
} from '../menu/menu-csv.ts';
import {
  menuItemInputSchemas,
  menuItemListQuerySchemas,
  menuItemOrderInputSchema,
  menuItemPageSchemas,
  menuItemSchemas,
} from '../menu/menu-item.ts';
import {
  sharedOptionGroupInputSchema,
  sharedOptionGroupListSchema,
  sharedOptionGroupSchema,
} from '../menu/shared-option-groups.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS, UPLOAD_ERRORS } from './contract.ts';
import { businessPath } from './paths.ts';

const refusals = errorResponses(SIGNED_IN_ERRORS);
const itemParams = z.object({ itemId: z.uuid() });
const groupParams = z.object({ groupId: z.uuid() });

/** The whole menu as CSV: a download the web app links to, so no JSON contract. */
export const menuExportPath = (kind: BusinessKind) => `${businessPath(kind)}/menu/export.csv`;

const menuRoutesOf = (kind: BusinessKind) => {
  const base = businessPath(kind);
  const items = `${base}/menu-items`;
  const itemSchema = menuItemSchemas[kind];
  const itemAnswer = { 200: itemSchema, ...refusals };
  return {
    categories: defineRoute({
      method: 'GET',
      path: `${base}/categories`,
      summary: 'Menu categories in order, the defaults and item counts',
      schema: { response: { 200: categoriesSchema, ...refusals } },
    }),
    saveCategories: defineRoute({
      method: 'PUT',
      path: `${base}/categories`,
      summary: 'Save the ordered category list (renames move their items)',
      schema: { body: categoriesInputSchema, response: { 200: categoriesSchema, ...refusals } },
    }),
    list: defineRoute({
      method: 'GET',
      path: items,
      summary: policyOf(kind).pagedMenu
        ? 'A page of the menu (100 a page) with name search and the total'
        : 'The whole menu in order (up to 1000 items)',
      schema: {
        querystring: menuItemListQuerySchemas[kind],
        response: { 200: menuItemPageSchemas[kind], ...refusals },
      },
    }),
    create: defineRoute({
      method: 'POST',
      path: items,
      summary: 'Add a menu item at the end of its category',
      schema: { body: menuItemInputSchemas[kind], response: { 201: itemSchema, ...refusals } },
    }),
    reorder: defineRoute({
      method: 'PUT',
      path: `${items}/order`,
      summary: 'Reorder the items of one category',
      schema: { body: menuItemOrderInputSchema, response: { 204: z.null(), ...refusals } },
    }),
    get: defineRoute({
      method: 'GET',
      path: `${items}/:itemId`,
      summary: 'One menu item',
      schema: { params: itemParams, response: itemAnswer },
    }),
    update: defineRoute({
      method: 'PUT',
      path: `${items}/:itemId`,
      summary: 'Replace a menu item',
      schema: { params: itemParams, body: menuItemInputSchemas[kind], response: itemAnswer },
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: `${items}/:itemId`,
      summary: 'Delete a menu item',
      schema: { params: itemParams, response: { 204: z.null(), ...refusals } },
    }),
    duplicate: defineRoute({
      method: 'POST',
      path: `${items}/:itemId/duplicate`,
      summary: 'Duplicate a menu item',
      schema: { params: itemParams, response: { 201: itemSchema, ...refusals } },
    }),
    setAvailability: defineRoute({
      method: 'PUT',
      path: `${items}/:itemId/availability`,
      summary: 'Set availability (any role); "Not Available Today" ends at the next business day',
      schema: { params: itemParams, body: availabilityInputSchema, response: itemAnswer },
    }),
    /** A multipart body (one photo): the server documents it, the web app sends the file. */
    uploadImage: defineRoute({
      method: 'POST',
      path: `${items}/:itemId/image`,
      summary: 'Upload or replace the item image (re-encoded to WebP)',
      schema: {
        params: itemParams,
        response: { 200: itemSchema, ...errorResponses(UPLOAD_ERRORS) },
      },
    }),
    removeImage: defineRoute({
      method: 'DELETE',
      path: `${items}/:itemId/image`,
      summary: 'Remove the item image',
      schema: { params: itemParams, response: itemAnswer },
    }),
    importPreview: defineRoute({
      method: 'POST',
      path: `${base}/menu/import/preview`,
      summary: 'What importing a menu CSV would create, change or refuse (writes nothing)',
      schema: {
        body: menuImportInputSchema,
        response: { 200: menuImportPreviewSchema, ...refusals },
      },
    }),
    import: defineRoute({
      method: 'POST',
      path: `${base}/menu/import`,
      summary: 'Import a menu CSV: every row or none (one transaction)',
      schema: {
        body: menuImportInputSchema,
        response: { 200: menuImportResultSchema, ...refusals },
      },
    }),
  };
};

/** Menu categories, items and CSV import of each kind's business (MENU tab). */
export const menuRoutes = {
  restaurant: menuRoutesOf('restaurant'),
  grocery: menuRoutesOf('grocery'),
} satisfies Record<BusinessKind, unknown>;

// Shared option groups are a restaurant's: a grocery has variants instead.
const groupsPath = `${businessPath('restaurant')}/option-groups`;

/** Shared option groups of the restaurant (MENU tab). */
export const sharedOptionGroupRoutes = {
  list: defineRoute({
    method: 'GET',
    path: groupsPath,
    summary: 'Shared option groups, each with how many items attach it',
    schema: { response: { 200: sharedOptionGroupListSchema, ...refusals } },
  }),
  create: defineRoute({
    method: 'POST',
    path: groupsPath,
    summary: 'Define an option group once, to attach to many items',
    schema: {
      body: sharedOptionGroupInputSchema,
      response: { 201: sharedOptionGroupSchema, ...refusals },
    },
  }),
  update: defineRoute({
    method: 'PUT',
    path: `${groupsPath}/:groupId`,
    summary: 'Replace a shared option group (every item attaching it changes)',
    schema: {
      params: groupParams,
      body: sharedOptionGroupInputSchema,
      response: { 200: sharedOptionGroupSchema, ...refusals },
    },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: `${groupsPath}/:groupId`,
    summary: 'Delete a shared option group and detach it from every item',
    schema: { params: groupParams, response: { 204: z.null(), ...refusals } },
  }),
};
