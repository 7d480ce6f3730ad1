import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  branchListSchema,
  branchSchema,
  type BranchOperationInput,
  type BranchPinInput,
} from '@scanorder/shared/business/branch';
import { apiRequest } from '../../../api/client.ts';
import { businessPath } from './business-api.ts';

export const branchesQueryKey = (kind: BusinessKind) => ['branches', kind] as const;

const branchesPath = (kind: BusinessKind) => `${businessPath(kind)}/branches`;
const branchPath = (kind: BusinessKind, branchId: string) =>
  `${branchesPath(kind)}/${encodeURIComponent(branchId)}`;

export const fetchBranches = async (kind: BusinessKind) =>
  (await apiRequest(branchesPath(kind), { schema: branchListSchema })).branches;

export const createBranch = (kind: BusinessKind, name: string) =>
  apiRequest(branchesPath(kind), { method: 'POST', body: { name }, schema: branchSchema });

export const renameBranch = (kind: BusinessKind, branchId: string, name: string) =>
  apiRequest(branchPath(kind, branchId), { method: 'PATCH', body: { name }, schema: branchSchema });

export const deleteBranch = (kind: BusinessKind, branchId: string) =>
  apiRequest(branchPath(kind, branchId), { method: 'DELETE' });

export const setBranchOperation = (
  kind: BusinessKind,
  branchId: string,
  input: BranchOperationInput,
) =>
  apiRequest(`${branchPath(kind, branchId)}/operation`, {
    method: 'PUT',
    body: input,
    schema: branchSchema,
  });

export const setBranchPin = (kind: BusinessKind, branchId: string, input: BranchPinInput) =>
  apiRequest(`${branchPath(kind, branchId)}/pin`, {
    method: 'PUT',
    body: input,
    schema: branchSchema,
  });

export const removeBranchPin = (kind: BusinessKind, branchId: string) =>
  apiRequest(`${branchPath(kind, branchId)}/pin`, { method: 'DELETE', schema: branchSchema });
