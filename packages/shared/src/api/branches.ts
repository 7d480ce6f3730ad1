import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import {
  branchListSchema,
  branchOperationInputSchema,
  branchPinInputSchema,
  branchSchema,
  createBranchInputSchemas,
  updateBranchInputSchemas,
} from '../business/branch.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS } from './contract.ts';
import { businessPath } from './paths.ts';

const branchParams = z.object({ branchId: z.uuid() });
const refusals = errorResponses(SIGNED_IN_ERRORS);

const branchRoutesOf = (kind: BusinessKind) => {
  const base = `${businessPath(kind)}/branches`;
  return {
    list: defineRoute({
      method: 'GET',
      path: base,
      summary: 'Store names in order',
      schema: { response: { 200: branchListSchema, ...refusals } },
    }),
    create: defineRoute({
      method: 'POST',
      path: base,
      summary: "Add a store name (limited by the plan's branch count, all kinds together)",
      schema: {
        body: createBranchInputSchemas[kind],
        response: { 201: branchSchema, ...refusals },
      },
    }),
    update: defineRoute({
      method: 'PATCH',
      path: `${base}/:branchId`,
      summary: 'Rename or move a store name',
      schema: {
        params: branchParams,
        body: updateBranchInputSchemas[kind],
        response: { 200: branchSchema, ...refusals },
      },
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: `${base}/:branchId`,
      summary: 'Delete a store name',
      schema: { params: branchParams, response: { 204: z.null(), ...refusals } },
    }),
    setOperation: defineRoute({
      method: 'PUT',
      path: `${base}/:branchId/operation`,
      summary: 'Mark a store out of operation (reason and until-date optional) or back',
      schema: {
        params: branchParams,
        body: branchOperationInputSchema,
        response: { 200: branchSchema, ...refusals },
      },
    }),
    setPin: defineRoute({
      method: 'PUT',
      path: `${base}/:branchId/pin`,
      summary: 'Set or change the staff PIN (4 to 8 digits, stored hashed)',
      schema: {
        params: branchParams,
        body: branchPinInputSchema,
        response: { 200: branchSchema, ...refusals },
      },
    }),
    removePin: defineRoute({
      method: 'DELETE',
      path: `${base}/:branchId/pin`,
      summary: 'Remove the staff PIN',
      schema: { params: branchParams, response: { 200: branchSchema, ...refusals } },
    }),
  };
};

/** Branches (store names) of each kind's business: SERVICE SETTINGS and STATUS tabs. */
export const branchRoutes = {
  restaurant: branchRoutesOf('restaurant'),
  grocery: branchRoutesOf('grocery'),
} satisfies Record<BusinessKind, unknown>;
