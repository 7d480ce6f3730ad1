import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { branchListSchema } from '@scanorder/shared/business/branch';
import { businessPath } from './business.ts';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const branchesPath = (kind: BusinessKind) => `${businessPath(kind)}/branches`;
export const branchPath = (kind: BusinessKind, branchId: string) =>
  `${branchesPath(kind)}/${encodeURIComponent(branchId)}`;

export const fetchBranches = async (kind: BusinessKind) =>
  (await apiRequest(branchesPath(kind), { schema: branchListSchema })).branches;

/**
 * The store names of the business, one cache entry for every screen that lists them (SERVICE
 * SETTINGS edits them; ORDERS, REPORTS and QR-CODES pick from them).
 */
export const branchesQuery = (kind: BusinessKind) =>
  queryOptions({ queryKey: queryKeys.branches(kind), queryFn: () => fetchBranches(kind) });

/** `fresh`: asked again each time the screen opens, for pickers of codes tied to a store name. */
export const useBranchesQuery = (kind: BusinessKind, { fresh = false } = {}) =>
  useQuery({ ...branchesQuery(kind), ...(fresh ? { staleTime: 0 } : {}) });
