import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  branchSchema,
  type BranchOperationInput,
  type BranchPinInput,
} from '@scanorder/shared/business/branch';
import { branchesPath, branchPath } from '../../../api/branches.ts';
import { apiRequest } from '../../../api/client.ts';

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
