import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import {
  businessSchemas,
  businessStatusInputSchema,
  menuLanguageInputSchema,
} from '../business/business.ts';
import { businessDetailsInputSchemas } from '../business/details.ts';
import { businessHoursSchema, closuresSchema, menuTypeHoursSchema } from '../business/hours.ts';
import { orderSettingsSchema, pickupDeliverySchemas } from '../business/settings.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS, UPLOAD_ERRORS } from './contract.ts';
import { businessPath } from './paths.ts';

const refusals = errorResponses(SIGNED_IN_ERRORS);

const businessRoutesOf = (kind: BusinessKind) => {
  const base = businessPath(kind);
  const businessSchema = businessSchemas[kind];
  const answer = { 200: businessSchema, ...refusals };
  const section = <B extends z.ZodType>(path: string, summary: string, body: B) =>
    defineRoute({
      method: 'PUT',
      path: `${base}/${path}`,
      summary,
      schema: { body, response: answer },
    });
  return {
    get: defineRoute({
      method: 'GET',
      path: base,
      summary: `The account's ${kind} (404 before its details are saved)`,
      schema: { response: answer },
    }),
    saveDetails: defineRoute({
      method: 'PUT',
      path: base,
      summary: `Save the ${kind} details (OVERVIEW): creates it the first time (201), replaces the details afterwards`,
      schema: {
        body: businessDetailsInputSchemas[kind],
        response: { 200: businessSchema, 201: businessSchema, ...refusals },
      },
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: base,
      summary: `Delete the ${kind} with its branches, menu and images (account admin)`,
      schema: { response: { 204: z.null(), ...refusals } },
    }),
    hours: section(
      'hours',
      'Opening hours per weekday from Monday, split shifts allowed',
      z.object({ hours: businessHoursSchema }),
    ),
    closures: section(
      'closures',
      'Holidays and closures: dates or date ranges with a reason',
      z.object({ closures: closuresSchema }),
    ),
    menuTypeHours: section(
      'menu-type-hours',
      'Breakfast, lunch and dinner hours and their switches',
      menuTypeHoursSchema,
    ),
    pickupDelivery: section(
      'pickup-delivery',
      'Pickup and delivery settings',
      pickupDeliverySchemas[kind],
    ),
    orderSettings: section(
      'order-settings',
      'Tax, tips, payment and service charge settings',
      orderSettingsSchema,
    ),
    status: section('status', 'Whether the business is taking orders', businessStatusInputSchema),
    menuLanguage: section(
      'menu-language',
      'The language the menu is written in (en or es); its translations go from it',
      menuLanguageInputSchema,
    ),
    /** A multipart body (one photo): the server documents it, the web app sends the file. */
    uploadLogo: defineRoute({
      method: 'POST',
      path: `${base}/logo`,
      summary: 'Upload or replace the logo (re-encoded to WebP)',
      schema: { response: { 200: businessSchema, ...errorResponses(UPLOAD_ERRORS) } },
    }),
    removeLogo: defineRoute({
      method: 'DELETE',
      path: `${base}/logo`,
      summary: 'Remove the logo',
      schema: { response: answer },
    }),
  };
};

/** The business of each kind: OVERVIEW, hours, settings, status and logo. */
export const businessRoutes = {
  restaurant: businessRoutesOf('restaurant'),
  grocery: businessRoutesOf('grocery'),
} satisfies Record<BusinessKind, unknown>;
