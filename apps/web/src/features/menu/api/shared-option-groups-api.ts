import {
  sharedOptionGroupListSchema,
  sharedOptionGroupSchema,
  type SharedOptionGroupInput,
} from '@scanorder/shared/menu/shared-option-groups';
import { businessPath } from '@scanorder/shared/api/paths';
import { apiRequest } from '../../../api/client.ts';

// Shared option groups are a restaurant's: a grocery has variants instead.
const groupsPath = `${businessPath('restaurant')}/option-groups`;
const groupPath = (groupId: string) => `${groupsPath}/${encodeURIComponent(groupId)}`;

export const fetchSharedGroups = () =>
  apiRequest(groupsPath, { schema: sharedOptionGroupListSchema });

export const createSharedGroup = (input: SharedOptionGroupInput) =>
  apiRequest(groupsPath, { method: 'POST', body: input, schema: sharedOptionGroupSchema });

export const updateSharedGroup = (groupId: string, input: SharedOptionGroupInput) =>
  apiRequest(groupPath(groupId), { method: 'PUT', body: input, schema: sharedOptionGroupSchema });

export const deleteSharedGroup = (groupId: string) =>
  apiRequest(groupPath(groupId), { method: 'DELETE' });
