import { z } from 'zod';
import {
  adminUserRecordSchema,
  auditEntrySchema,
  collectionRecordsSchema,
  COLLECTION_LIMIT,
  dataEditorMessages,
  editFieldInputSchema,
} from '../admin/data-editor.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS } from './contract.ts';

const BASE = '/api/v1/admin';
const refusals = errorResponses(SIGNED_IN_ERRORS);
const userIdField = z.string().min(1).max(100);
const accessKindSchema = z.enum(['platform-admin', 'collection-read', 'refused']);
const accessEntrySchema = z.object({
  id: z.string(),
  kind: accessKindSchema,
  method: z.string(),
  route: z.string(),
  status: z.number().int(),
  actorUserId: z.string().nullable(),
  actorAccountId: z.string().nullable(),
  clientKey: z.string(),
  detail: z.unknown(),
  createdAt: z.string(),
});

/** The platform admins' data editor (docs/product/roles.md). */
export const adminRoutes = {
  findUser: defineRoute({
    method: 'GET',
    path: `${BASE}/users`,
    summary: 'Platform admins: the auth record (no secrets) and the user record of a user by email',
    schema: {
      querystring: z.object({
        email: z
          .string({ error: dataEditorMessages.emailRequired })
          .trim()
          .min(1, dataEditorMessages.emailRequired)
          .max(254),
      }),
      response: { 200: adminUserRecordSchema, ...refusals },
    },
  }),
  editField: defineRoute({
    method: 'PATCH',
    path: `${BASE}/users/:userId/fields`,
    summary: 'Platform admins: set or delete one allow-listed field of a user record (audited)',
    schema: {
      params: z.object({ userId: userIdField }),
      body: editFieldInputSchema,
      response: { 200: z.object({ userRecord: z.record(z.string(), z.unknown()) }), ...refusals },
    },
  }),
  audit: defineRoute({
    method: 'GET',
    path: `${BASE}/audit`,
    summary: 'Platform admins: the newest 100 audit entries, optionally of one user',
    schema: {
      querystring: z.object({ userId: userIdField.optional() }),
      response: { 200: z.object({ entries: z.array(auditEntrySchema) }), ...refusals },
    },
  }),
  accessLog: defineRoute({
    method: 'GET',
    path: `${BASE}/access-log`,
    summary:
      'Platform admins: the newest 200 access log entries (look-ups, collection reads, refusals)',
    schema: {
      querystring: z.object({ kind: accessKindSchema.optional() }),
      response: { 200: z.object({ entries: z.array(accessEntrySchema) }), ...refusals },
    },
  }),
  collections: defineRoute({
    method: 'GET',
    path: `${BASE}/collections`,
    summary: 'Platform admins: the collections the viewer may show',
    schema: { response: { 200: z.object({ names: z.array(z.string()) }), ...refusals } },
  }),
  collection: defineRoute({
    method: 'GET',
    path: `${BASE}/collections/:name`,
    summary:
      'Platform admins: up to 10 newest records of an allowed collection, read-only, secrets left out',
    schema: {
      params: z.object({ name: z.string().min(1).max(60) }),
      querystring: z.object({
        limit: z.coerce.number().int().min(1).max(1000).default(COLLECTION_LIMIT.default),
      }),
      response: { 200: collectionRecordsSchema, ...refusals },
    },
  }),
};
