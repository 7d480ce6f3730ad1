import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { businessPath } from '@scanorder/shared/api/paths';
import { businessSchemas, type Business } from '@scanorder/shared/business/business';
import { ApiError, apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

// Each kind's schema parses to its half of the Business union.
export const businessSchemaOf = (kind: BusinessKind) =>
  // zod's ZodType is invariant in its internals, so one kind's object schema is not a ZodType of the union.
  businessSchemas[kind] as unknown as z.ZodType<Business>;

/** The account's business of this kind, or null before its details are first saved (404). */
export async function fetchBusiness(kind: BusinessKind): Promise<Business | null> {
  try {
    return await apiRequest(businessPath(kind), { schema: businessSchemaOf(kind) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const businessQuery = (kind: BusinessKind) =>
  queryOptions({ queryKey: queryKeys.business(kind), queryFn: () => fetchBusiness(kind) });

/** The account's business of this kind; `data` is null until its details are first saved. */
export const useBusinessQuery = (kind: BusinessKind) => useQuery(businessQuery(kind));
