import { AppError } from '@scanorder/shared/errors/app-error';
import {
  COLLECTION_LIMIT,
  dataEditorMessages,
  parseFieldValue,
  type AdminUserRecord,
  type AuditEntry,
  type EditFieldInput,
} from '@scanorder/shared/admin/data-editor';
import type { AccessKind, AdminRepository, AuditRow, MemberRow } from './admin.repository.ts';
import { tablesByName } from './admin.repository.ts';
import { EDITABLE_FIELDS } from './editable-fields.ts';

/** Who is using the editor: a signed-in user whose email is in PLATFORM_ADMIN_EMAILS. */
export interface PlatformAdmin {
  userId: string;
  email: string;
}

/** Collections the viewer may show, when the table exists. Auth secrets (sessions, credentials, verifications) never. */
export const VIEWABLE_COLLECTIONS = [
  'accounts',
  'members',
  'users',
  'businesses',
  'branches',
  'menu_items',
  'qr_codes',
  'orders',
  'audit_log',
] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Dates as ISO text, everything else as JSON would carry it. */
function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value ?? null)) as Json;
}

function teamMemberJson(member: MemberRow) {
  // The invite token hash is a secret even hashed; the editor never shows it.
  const { inviteTokenHash: _secret, ...rest } = member;
  return rest;
}

function readPath(record: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      record,
    );
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/**
 * "Modify Settings" (docs/product/screens.md, docs/product/roles.md): look a user up by email, edit an
 * allow-listed field of their record with an audit entry, and read a few records of a collection.
 */
function viewableCollections(): string[] {
  const tables = tablesByName();
  return VIEWABLE_COLLECTIONS.filter((name) => tables.has(name));
}

export function createAdminService({ admin }: { admin: AdminRepository }) {
  async function recordOf(userId: string) {
    const user = await admin.unsafeFindUserById(userId);
    if (!user) throw new AppError('NOT_FOUND', dataEditorMessages.userNotFound);
    const membership = await admin.unsafeMembershipOf(userId);
    const team = membership ? await admin.unsafeTeamOf(membership.account.id) : [];
    const account = membership?.account;
    const userRecord = toJson({
      accountId: account?.id ?? null,
      announcement: account?.announcement ?? null,
      enabledServices: account?.enabledServices ?? [],
      trialEndsAt: account?.trialEndsAt ?? null,
      idleTimeoutMinutes: account?.idleTimeoutMinutes ?? null,
      createdAt: account?.createdAt ?? null,
      profile: {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        countryCode: user.countryCode,
        mobileNo: user.mobileNo,
        image: user.image,
        emailVerified: user.emailVerified,
      },
      member: membership ? teamMemberJson(membership.member) : null,
      members: team.map(teamMemberJson),
    }) as Record<string, Json>;
    return { user, account, userRecord };
  }

  return {
    async findUser(email: string): Promise<AdminUserRecord> {
      const user = await admin.unsafeFindUserByEmail(email.trim().toLowerCase());
      if (!user) throw new AppError('NOT_FOUND', dataEditorMessages.userNotFound);
      const [{ userRecord }, credentials, sessions] = await Promise.all([
        recordOf(user.id),
        admin.unsafeCredentialsOf(user.id),
        admin.unsafeSessionsOf(user.id),
      ]);
      const authRecord = toJson({
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        name: user.name,
        username: user.username,
        image: user.image,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
        providers: credentials,
        sessions,
      }) as Record<string, Json>;
      return {
        userId: user.id,
        authRecord,
        userRecord,
        editableKeys: Object.entries(EDITABLE_FIELDS).map(([key, field]) => ({
          key,
          type: field.type,
          deletable: 'deleteValue' in field,
        })),
      };
    },

    /** Changes one allow-listed field of a user record and writes who, when, before and after. */
    async editField(
      actor: PlatformAdmin,
      userId: string,
      input: EditFieldInput,
    ): Promise<AdminUserRecord['userRecord']> {
      const field = EDITABLE_FIELDS[input.key];
      if (!field) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Unknown or read-only key: ${input.key}. Editable keys: ${Object.keys(EDITABLE_FIELDS).join(', ')}`,
          'key',
        );
      }
      const { account, userRecord } = await recordOf(userId);
      if (field.target === 'account' && !account)
        throw new AppError('CONFLICT', 'This user has no account to edit.', 'key');

      let value: unknown;
      if (input.delete) {
        if (!('deleteValue' in field))
          throw new AppError('VALIDATION_FAILED', `${input.key} cannot be deleted`, 'key');
        value = field.deleteValue;
      } else {
        if (input.type !== field.type)
          throw new AppError('VALIDATION_FAILED', `${input.key} is a ${field.type} field`, 'type');
        const parsed = parseFieldValue(input.type, input.value);
        if (!parsed.ok) throw new AppError('VALIDATION_FAILED', parsed.message, 'value');
        const checked = field.schema.safeParse(parsed.value);
        if (!checked.success)
          throw new AppError(
            'VALIDATION_FAILED',
            checked.error.issues[0]?.message ?? 'Invalid value',
            'value',
          );
        value = checked.data;
      }

      const before = toJson(readPath(userRecord, input.key));
      await admin.unsafeEditField({
        userId,
        accountId: account?.id ?? null,
        target: field.target,
        column: field.column,
        value,
        syncMember: field.syncMember ?? false,
        audit: {
          actorUserId: actor.userId,
          actorEmail: actor.email,
          targetUserId: userId,
          targetAccountId: account?.id ?? null,
          key: input.key,
          before,
          after: toJson(value),
        },
      });
      return (await recordOf(userId)).userRecord;
    },

    async audit(targetUserId: string | undefined): Promise<AuditEntry[]> {
      return (await admin.unsafeListAudit(targetUserId, 100)).map(toAuditEntry);
    },

    /** The newest 200 access log entries: who looked, what they read, who was turned away. */
    async access(kind: AccessKind | undefined) {
      return (await admin.unsafeListAccess(kind, 200)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    collections: viewableCollections,

    /** Read-only: up to 10 newest records of an allowed collection, secrets left out. */
    async collection(
      name: string,
      limit: number = COLLECTION_LIMIT.default,
    ): Promise<Record<string, Json>[]> {
      const table = (VIEWABLE_COLLECTIONS as readonly string[]).includes(name)
        ? tablesByName().get(name)
        : undefined;
      if (!table)
        throw new AppError(
          'NOT_FOUND',
          `${dataEditorMessages.unknownCollection}: ${name}. Allowed: ${viewableCollections().join(', ')}`,
        );
      const rows = await admin.unsafeReadCollection(
        table,
        Math.min(Math.max(1, limit), COLLECTION_LIMIT.max),
      );
      return rows.map((row) => toJson(row) as Record<string, Json>);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
