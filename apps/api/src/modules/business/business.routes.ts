import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_RULES } from '@scanorder/shared/validation/upload-rules';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { businessSchemas, businessStatusInputSchema } from '@scanorder/shared/business/business';
import { businessDetailsInputSchemas } from '@scanorder/shared/business/details';
import {
  businessHoursSchema,
  closuresSchema,
  menuTypeHoursSchema,
} from '@scanorder/shared/business/hours';
import { orderSettingsSchema, pickupDeliverySchemas } from '@scanorder/shared/business/settings';
import { readSingleUpload, uploadBodyDocs } from '../../http/read-upload.ts';
import type { BusinessService } from './business.service.ts';
import { businessPath } from '@scanorder/shared/api/paths';
import {
  errorResponses,
  sessionSecurity,
  tagOf,
  uploadErrorResponses,
} from '../../http/route-helpers.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

/**
 * The business of each kind: /api/v1/businesses/restaurant and /api/v1/businesses/grocery. One
 * engine, registered once per kind so each kind's schemas show precisely in /api/docs.
 */
export function registerBusinessRoutes(
  app: FastifyInstance,
  deps: { business: BusinessService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { business, requireTenant } = deps;

  for (const kind of BUSINESS_KINDS) {
    const base = businessPath(kind);
    const businessSchema = businessSchemas[kind];
    const common = { preHandler: requireTenant } as const;
    const schemaOf = (summary: string) => ({
      tags: [tagOf(kind, 'setup')],
      summary,
      security: sessionSecurity,
    });

    routes.get(
      base,
      {
        ...common,
        schema: {
          ...schemaOf(`The account's ${kind} (404 before its details are saved)`),
          response: { 200: businessSchema, ...errorResponses },
        },
      },
      (request) => business.get(tenantOf(request), kind),
    );

    routes.put(
      base,
      {
        ...common,
        schema: {
          ...schemaOf(
            `Save the ${kind} details (OVERVIEW): creates it the first time (201), replaces the details afterwards`,
          ),
          body: businessDetailsInputSchemas[kind],
          response: { 200: businessSchema, 201: businessSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { business: saved, created } = await business.saveDetails(
          tenantOf(request),
          kind,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(saved);
      },
    );

    routes.delete(
      base,
      {
        ...common,
        schema: {
          ...schemaOf(`Delete the ${kind} with its branches, menu and images (account admin)`),
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await business.delete(tenantOf(request), kind);
        return reply.status(204).send(null);
      },
    );

    routes.put(
      `${base}/hours`,
      {
        ...common,
        schema: {
          ...schemaOf('Opening hours per weekday from Monday, split shifts allowed'),
          body: z.object({ hours: businessHoursSchema }),
          response: { 200: businessSchema, ...errorResponses },
        },
      },
      (request) => business.setHours(tenantOf(request), kind, request.body.hours),
    );

    routes.put(
      `${base}/closures`,
      {
        ...common,
        schema: {
          ...schemaOf('Holidays and closures: dates or date ranges with a reason'),
          body: z.object({ closures: closuresSchema }),
          response: { 200: businessSchema, ...errorResponses },
        },
      },
      (request) => business.setClosures(tenantOf(request), kind, request.body.closures),
    );

    routes.put(
      `${base}/menu-type-hours`,
      {
        ...common,
        schema: {
          ...schemaOf('Breakfast, lunch and dinner hours and their switches'),
          body: menuTypeHoursSchema,
          response: { 200: businessSchema, ...errorResponses },
        },
      },
      (request) => business.setMenuTypeHours(tenantOf(request), kind, request.body),
    );

    routes.put(
      `${base}/pickup-delivery`,
      {
        ...common,
        schema: {
          ...schemaOf('Pickup and delivery settings'),
          body: pickupDeliverySchemas[kind],
          response: { 200: businessSchema, ...errorResponses },
        },
      },
      (request) => business.setPickupDelivery(tenantOf(request), kind, request.body),
    );

    routes.put(
      `${base}/order-settings`,
      {
        ...common,
        schema: {
          ...schemaOf('Tax, tips, payment and service charge settings'),
          body: orderSettingsSchema,
          response: { 200: businessSchema, ...errorResponses },
        },
      },
      (request) => business.setOrderSettings(tenantOf(request), kind, request.body),
    );

    routes.put(
      `${base}/status`,
      {
        ...common,
        schema: {
          ...schemaOf('Whether the business is taking orders'),
          body: businessStatusInputSchema,
          response: { 200: businessSchema, ...errorResponses },
        },
      },
      (request) => business.setStatus(tenantOf(request), kind, request.body),
    );

    routes.post(
      `${base}/logo`,
      {
        ...common,
        schema: {
          ...schemaOf('Upload or replace the logo (re-encoded to WebP)'),
          ...uploadBodyDocs,
          response: { 200: businessSchema, ...uploadErrorResponses },
        },
      },
      async (request) =>
        business.setLogo(tenantOf(request), kind, await readSingleUpload(request, PHOTO_RULES)),
    );

    routes.delete(
      `${base}/logo`,
      {
        ...common,
        schema: {
          ...schemaOf('Remove the logo'),
          response: { 200: businessSchema, ...errorResponses },
        },
      },
      (request) => business.removeLogo(tenantOf(request), kind),
    );
  }
}
