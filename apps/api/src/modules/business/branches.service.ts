import type { BusinessKind } from '@scanorder/shared/account/services';
import type {
  Branch,
  BranchOperationInput,
  BranchPinInput,
  CreateBranchInput,
  UpdateBranchInput,
} from '@scanorder/shared/business/branch';
import { AppError } from '@scanorder/shared/errors/app-error';
import { assertCan } from '../../auth/roles.ts';
import { assertWithinLimit, type PlanLimitsReader } from '../billing/plan-limits.ts';
import type { BranchesRepository, BranchRow } from './branches.repository.ts';
import { hashPin } from './pin-hash.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';

export interface BranchesServiceOptions {
  branches: BranchesRepository;
  /** Only the business's id is needed: the business service, or a fake in service tests. */
  business: {
    requireBusiness(ctx: TenantContext, kind: BusinessKind): Promise<{ id: string }>;
  };
  /** The account's current plan limits (trial, subscription or Starter Kit). */
  planLimits: PlanLimitsReader;
}

export const branchMessages = {
  notFound: 'Store name not found',
  duplicate: 'Store name already exists',
} as const;

function present(row: BranchRow): Branch {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    outOfOperation: row.outOfOperation,
    outOfOperationReason: row.outOfOperationReason,
    outOfOperationUntil: row.outOfOperationUntil,
    hasPin: row.pinHash !== null,
    pinLockedUntil: row.pinLockedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function duplicateName(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('CONFLICT', branchMessages.duplicate, 'name');
  throw error;
}

/** Branches (store names) of a business: the plan's "entities". */
export function createBranchesService({ branches, business, planLimits }: BranchesServiceOptions) {
  async function change(
    ctx: TenantContext,
    kind: BusinessKind,
    branchId: string,
    patch: Parameters<BranchesRepository['update']>[3],
  ) {
    assertCan(ctx, 'business.manage');
    const { id } = await business.requireBusiness(ctx, kind);
    const row = await branches.update(ctx, id, branchId, patch).catch(duplicateName);
    if (!row) throw new AppError('NOT_FOUND', branchMessages.notFound);
    return present(row);
  }

  return {
    async list(ctx: TenantContext, kind: BusinessKind): Promise<Branch[]> {
      const { id } = await business.requireBusiness(ctx, kind);
      return (await branches.list(ctx, id)).map(present);
    },

    /** Adds a store name, refused with LIMIT_REACHED beyond the plan's entity count (all kinds together). */
    async create(
      ctx: TenantContext,
      kind: BusinessKind,
      input: CreateBranchInput,
    ): Promise<Branch> {
      assertCan(ctx, 'business.manage');
      const { id } = await business.requireBusiness(ctx, kind);
      const limits = await planLimits.forAccount(ctx.accountId);
      const row = await branches
        .insert(ctx, { businessId: id, kind, name: input.name }, (current) =>
          assertWithinLimit('entityCount', current, limits),
        )
        .catch(duplicateName);
      return present(row);
    },

    update: (ctx: TenantContext, kind: BusinessKind, branchId: string, input: UpdateBranchInput) =>
      change(ctx, kind, branchId, input),

    async delete(ctx: TenantContext, kind: BusinessKind, branchId: string): Promise<void> {
      assertCan(ctx, 'business.manage');
      const { id } = await business.requireBusiness(ctx, kind);
      if (!(await branches.delete(ctx, id, branchId)))
        throw new AppError('NOT_FOUND', branchMessages.notFound);
    },

    /** Marks a branch out of operation (optional reason and until-date) or back in operation. */
    setOperation: (
      ctx: TenantContext,
      kind: BusinessKind,
      branchId: string,
      input: BranchOperationInput,
    ) =>
      change(ctx, kind, branchId, {
        outOfOperation: input.outOfOperation,
        outOfOperationReason: input.outOfOperation ? input.reason || null : null,
        outOfOperationUntil: input.outOfOperation ? (input.until ?? null) : null,
      }),

    /** Sets or changes the staff PIN; a new PIN also clears any lockout. */
    async setPin(
      ctx: TenantContext,
      kind: BusinessKind,
      branchId: string,
      input: BranchPinInput,
    ): Promise<Branch> {
      assertCan(ctx, 'business.manage');
      return change(ctx, kind, branchId, {
        pinHash: await hashPin(input.pin),
        pinFailedAttempts: 0,
        pinLockedUntil: null,
      });
    },

    removePin: (ctx: TenantContext, kind: BusinessKind, branchId: string) =>
      change(ctx, kind, branchId, { pinHash: null, pinFailedAttempts: 0, pinLockedUntil: null }),
  };
}

export type BranchesService = ReturnType<typeof createBranchesService>;
