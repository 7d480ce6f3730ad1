import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { branchRoutes } from '@scanorder/shared/api/branches';
import { callRoute } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const fetchBranches = async (kind: BusinessKind) =>
  (await callRoute(branchRoutes[kind].list)).branches;

/**
 * The store names of the business, one cache entry for every screen that lists them (SERVICE
 * SETTINGS edits them; ORDERS, REPORTS and QR-CODES pick from them).
 */
export const branchesQuery = (kind: BusinessKind) =>
  queryOptions({ queryKey: queryKeys.branches(kind), queryFn: () => fetchBranches(kind) });

/** `fresh`: asked again each time the screen opens, for pickers of codes tied to a store name. */
export const useBranchesQuery = (kind: BusinessKind, { fresh = false } = {}) =>
  useQuery({ ...branchesQuery(kind), ...(fresh ? { staleTime: 0 } : {}) });
