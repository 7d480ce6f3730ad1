import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { businessRoutes } from '@scanorder/shared/api/business';
import type { Business } from '@scanorder/shared/business/business';
import { ApiError, callRoute } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The account's business of this kind, or null before its details are first saved (404). */
export async function fetchBusiness(kind: BusinessKind): Promise<Business | null> {
  try {
    return await callRoute(businessRoutes[kind].get);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const businessQuery = (kind: BusinessKind) =>
  queryOptions({ queryKey: queryKeys.business(kind), queryFn: () => fetchBusiness(kind) });

/** The account's business of this kind; `data` is null until its details are first saved. */
export const useBusinessQuery = (kind: BusinessKind) => useQuery(businessQuery(kind));
