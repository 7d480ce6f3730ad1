import { randomUUID } from 'node:crypto';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  MAX_SHARED_GROUPS,
  sharedOptionGroupMessages,
  type SharedOptionGroup,
  type SharedOptionGroupInput,
  type SharedOptionGroupList,
} from '@scanorder/shared/menu/shared-option-groups';
import { assertCan } from '../../auth/roles.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';
import type { BusinessRecord } from '../business/business.repository.ts';
import type { BusinessService } from '../business/business.service.ts';
import type {
  SharedGroupColumns,
  SharedGroupRecord,
  SharedOptionGroupsRepository,
} from './shared-option-groups.repository.ts';

function present(record: SharedGroupRecord, itemCount: number): SharedOptionGroup {
  return {
    id: record.id,
    type: record.type,
    name: record.name,
    min: record.min,
    max: record.max,
    options: record.options,
    itemCount,
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * The columns of a saved group. Options keep the ids they were given (translations and orders
 * point at them); an option without one, or with one seen twice, gets a new id.
 */
function columnsOf(input: SharedOptionGroupInput): SharedGroupColumns {
  const taken = new Set<string>();
  return {
    type: input.type,
    name: input.name,
    min: input.min,
    max: input.max,
    options: input.options.map((option) => {
      const id = option.id && !taken.has(option.id) ? option.id : randomUUID();
      taken.add(id);
      return { ...option, id };
    }),
  };
}

/** Shared option groups of the restaurant (decision 035): one edit reaches every item using it. */
export function createSharedOptionGroupsService(deps: {
  groups: SharedOptionGroupsRepository;
  business: BusinessService;
}) {
  const { groups, business } = deps;
  const restaurantOf = (ctx: TenantContext) => business.requireBusiness(ctx, 'restaurant');

  async function assertNameFree(
    ctx: TenantContext,
    owner: BusinessRecord,
    name: string,
    exceptId?: string,
  ) {
    const all = await groups.list(ctx, owner.id);
    if (
      all.some((group) => group.id !== exceptId && group.name.toLowerCase() === name.toLowerCase())
    )
      throw new AppError('CONFLICT', sharedOptionGroupMessages.sameName, 'name');
  }

  return {
    /** Any member may read them (the item editor lists them to attach). */
    async list(ctx: TenantContext): Promise<SharedOptionGroupList> {
      const owner = await restaurantOf(ctx);
      const all = await groups.list(ctx, owner.id);
      return { groups: all.map((group) => present(group, group.itemCount)) };
    },

    async create(ctx: TenantContext, input: SharedOptionGroupInput): Promise<SharedOptionGroup> {
      assertCan(ctx, 'menu.manage');
      const owner = await restaurantOf(ctx);
      if ((await groups.count(ctx, owner.id)) >= MAX_SHARED_GROUPS)
        throw new AppError('LIMIT_REACHED', sharedOptionGroupMessages.tooMany);
      await assertNameFree(ctx, owner, input.name);
      return present(await groups.insert(ctx, owner.id, columnsOf(input)), 0);
    },

    /** Replaces the group; every item attaching it reads the new one from now on. */
    async update(
      ctx: TenantContext,
      groupId: string,
      input: SharedOptionGroupInput,
    ): Promise<SharedOptionGroup> {
      assertCan(ctx, 'menu.manage');
      const owner = await restaurantOf(ctx);
      const current = await groups.findById(ctx, owner.id, groupId);
      if (!current) throw new AppError('NOT_FOUND', sharedOptionGroupMessages.notFound);
      await assertNameFree(ctx, owner, input.name, groupId);
      const saved = await groups.update(ctx, owner.id, groupId, columnsOf(input));
      if (!saved) throw new AppError('NOT_FOUND', sharedOptionGroupMessages.notFound);
      return present(saved, current.itemCount);
    },

    /** Deletes the group and detaches it from every item. */
    async delete(ctx: TenantContext, groupId: string): Promise<void> {
      assertCan(ctx, 'menu.manage');
      const owner = await restaurantOf(ctx);
      if (!(await groups.delete(ctx, owner.id, groupId)))
        throw new AppError('NOT_FOUND', sharedOptionGroupMessages.notFound);
    },
  };
}

export type SharedOptionGroupsService = ReturnType<typeof createSharedOptionGroupsService>;
