import { sharedOptionGroupRoutes as routes } from '@scanorder/shared/api/menu';
import type { SharedOptionGroupInput } from '@scanorder/shared/menu/shared-option-groups';
import { callRoute } from '../../../api/client.ts';

export const fetchSharedGroups = () => callRoute(routes.list);

export const createSharedGroup = (input: SharedOptionGroupInput) =>
  callRoute(routes.create, { body: input });

export const updateSharedGroup = (groupId: string, input: SharedOptionGroupInput) =>
  callRoute(routes.update, { params: { groupId }, body: input });

export const deleteSharedGroup = (groupId: string) =>
  callRoute(routes.delete, { params: { groupId } });
