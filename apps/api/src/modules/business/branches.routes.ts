import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import {
  branchListSchema,
  branchOperationInputSchema,
  branchPinInputSchema,
  branchSchema,
  createBranchInputSchemas,
  updateBranchInputSchemas,
} from '@scanorder/shared/business/branch';
import type { BranchesService } from './branches.service.ts';
import { businessPath, errorResponses, sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

const branchParams = z.object({ branchId: z.uuid() });

/** Branches (store names) of each kind's business: SERVICE SETTINGS and STATUS tabs. */
export function registerBranchRoutes(
  app: FastifyInstance,
  deps: { branches: BranchesService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { branches, requireTenant } = deps;

  for (const kind of BUSINESS_KINDS) {
    const base = `${businessPath(kind)}/branches`;
    const common = { preHandler: requireTenant } as const;
    const schemaOf = (summary: string) => ({
      tags: [tagOf(kind, 'branches')],
      summary,
      security: sessionSecurity,
    });

    routes.get(
      base,
      {
        ...common,
        schema: {
          ...schemaOf('Store names in order'),
          response: { 200: branchListSchema, ...errorResponses },
        },
      },
      async (request) => ({
        branches: await branches.list(tenantOf(request), kind),
      }),
    );

    routes.post(
      base,
      {
        ...common,
        schema: {
          ...schemaOf("Add a store name (limited by the plan's branch count, all kinds together)"),
          body: createBranchInputSchemas[kind],
          response: { 201: branchSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await branches.create(tenantOf(request), kind, request.body)),
    );

    routes.patch(
      `${base}/:branchId`,
      {
        ...common,
        schema: {
          ...schemaOf('Rename or move a store name'),
          params: branchParams,
          body: updateBranchInputSchemas[kind],
          response: { 200: branchSchema, ...errorResponses },
        },
      },
      (request) => branches.update(tenantOf(request), kind, request.params.branchId, request.body),
    );

    routes.delete(
      `${base}/:branchId`,
      {
        ...common,
        schema: {
          ...schemaOf('Delete a store name'),
          params: branchParams,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await branches.delete(tenantOf(request), kind, request.params.branchId);
        return reply.status(204).send(null);
      },
    );

    routes.put(
      `${base}/:branchId/operation`,
      {
        ...common,
        schema: {
          ...schemaOf('Mark a store out of operation (reason and until-date optional) or back'),
          params: branchParams,
          body: branchOperationInputSchema,
          response: { 200: branchSchema, ...errorResponses },
        },
      },
      (request) =>
        branches.setOperation(tenantOf(request), kind, request.params.branchId, request.body),
    );

    routes.put(
      `${base}/:branchId/pin`,
      {
        ...common,
        schema: {
          ...schemaOf('Set or change the staff PIN (4 to 8 digits, stored hashed)'),
          params: branchParams,
          body: branchPinInputSchema,
          response: { 200: branchSchema, ...errorResponses },
        },
      },
      (request) => branches.setPin(tenantOf(request), kind, request.params.branchId, request.body),
    );

    routes.delete(
      `${base}/:branchId/pin`,
      {
        ...common,
        schema: {
          ...schemaOf('Remove the staff PIN'),
          params: branchParams,
          response: { 200: branchSchema, ...errorResponses },
        },
      },
      (request) => branches.removePin(tenantOf(request), kind, request.params.branchId),
    );
  }
}
