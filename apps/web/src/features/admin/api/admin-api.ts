import { queryOptions } from '@tanstack/react-query';
import type { EditFieldInput } from '@scanorder/shared/admin/data-editor';
import { adminRoutes } from '@scanorder/shared/api/admin';
import { callRoute } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const adminUserQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.admin.user(email),
    queryFn: ({ signal }) => callRoute(adminRoutes.findUser, { query: { email }, signal }),
    staleTime: 0,
  });

export const auditQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.audit(userId),
    queryFn: ({ signal }) => callRoute(adminRoutes.audit, { query: { userId }, signal }),
    staleTime: 0,
  });

export const collectionNamesQuery = queryOptions({
  queryKey: queryKeys.admin.collections,
  queryFn: ({ signal }) => callRoute(adminRoutes.collections, { signal }),
  staleTime: Infinity,
});

export const fetchCollection = (name: string) =>
  callRoute(adminRoutes.collection, { params: { name } });

export const editField = ({ userId, input }: { userId: string; input: EditFieldInput }) =>
  callRoute(adminRoutes.editField, { params: { userId }, body: input });
