import type { BusinessKind } from '@scanorder/shared/account/services';
import { branchRoutes } from '@scanorder/shared/api/branches';
import type { BranchOperationInput, BranchPinInput } from '@scanorder/shared/business/branch';
import { callRoute } from '../../../api/client.ts';

export const createBranch = (kind: BusinessKind, name: string) =>
  callRoute(branchRoutes[kind].create, { body: { name } });

export const renameBranch = (kind: BusinessKind, branchId: string, name: string) =>
  callRoute(branchRoutes[kind].update, { params: { branchId }, body: { name } });

export const deleteBranch = (kind: BusinessKind, branchId: string) =>
  callRoute(branchRoutes[kind].delete, { params: { branchId } });

export const setBranchOperation = (
  kind: BusinessKind,
  branchId: string,
  input: BranchOperationInput,
) => callRoute(branchRoutes[kind].setOperation, { params: { branchId }, body: input });

export const setBranchPin = (kind: BusinessKind, branchId: string, input: BranchPinInput) =>
  callRoute(branchRoutes[kind].setPin, { params: { branchId }, body: input });

export const removeBranchPin = (kind: BusinessKind, branchId: string) =>
  callRoute(branchRoutes[kind].removePin, { params: { branchId } });
