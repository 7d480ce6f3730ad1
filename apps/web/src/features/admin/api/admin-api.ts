import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminUserRecordSchema,
  auditEntrySchema,
  collectionRecordsSchema,
  type EditFieldInput,
} from '@scanorder/shared/admin/data-editor';
import { apiGet, apiRequest } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const ADMIN_PATH = '/api/v1/admin';

export const adminUserQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.admin.user(email),
    queryFn: ({ signal }) =>
      apiGet(
        `${ADMIN_PATH}/users?email=${encodeURIComponent(email)}`,
        adminUserRecordSchema,
        signal,
      ),
    staleTime: 0,
  });

export const auditQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.audit(userId),
    queryFn: ({ signal }) =>
      apiGet(
        `${ADMIN_PATH}/audit?userId=${encodeURIComponent(userId)}`,
        z.object({ entries: z.array(auditEntrySchema) }),
        signal,
      ),
    staleTime: 0,
  });

export const collectionNamesQuery = queryOptions({
  queryKey: queryKeys.admin.collections,
  queryFn: ({ signal }) =>
    apiGet(`${ADMIN_PATH}/collections`, z.object({ names: z.array(z.string()) }), signal),
  staleTime: Infinity,
});

export const fetchCollection = (name: string) =>
  apiGet(`${ADMIN_PATH}/collections/${encodeURIComponent(name)}`, collectionRecordsSchema);

export const editField = ({ userId, input }: { userId: string; input: EditFieldInput }) =>
  apiRequest(`${ADMIN_PATH}/users/${encodeURIComponent(userId)}/fields`, {
    method: 'PATCH',
    body: input,
    schema: z.object({ userRecord: z.record(z.string(), z.unknown()) }),
  });
