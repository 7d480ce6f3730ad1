import { desc, eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { accounts, members } from '../../db/schema/accounts.ts';
import { accessLog, auditLog } from '../../db/schema/audit.ts';
import { credentials, sessions, users } from '../../db/schema/auth.ts';
import { schema } from '../../db/tables.ts';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

export interface FieldEdit {
  userId: string;
  accountId: string | null;
  target: 'user' | 'account';
  column: string;
  value: unknown;
  /** Names and phone are on the user and on their member row; keep both equal. */
  syncMember: boolean;
  audit: Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;
}

/** Column words that mark a secret: such columns are never read for the collection viewer. */
const SECRET_WORDS = new Set(['password', 'token', 'secret', 'hash', 'salt', 'pin', 'otp']);

export function isSecretColumn(name: string): boolean {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split('_')
    .some((word) => SECRET_WORDS.has(word));
}

/** Tables by their SQL name, for the read-only collection viewer. */
export function tablesByName(): Map<string, PgTable> {
  const found = new Map<string, PgTable>();
  for (const value of Object.values(schema))
    if (is(value, PgTable)) found.set(getTableName(value), value);
  return found;
}

/**
 * The platform data editor's reads and writes. Platform administrators work across accounts, so
 * every function here skips the tenant filter and says so; only the admin service calls them,
 * behind the platform-admin check.
 */
export function createAdminRepository(db: Database) {
  return {
    async unsafeFindUserByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },

    async unsafeFindUserById(userId: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return user;
    },

    /** Sign-in methods without password hashes or provider tokens. */
    async unsafeCredentialsOf(userId: string) {
      return db
        .select({
          providerId: credentials.providerId,
          accountId: credentials.accountId,
          scope: credentials.scope,
          createdAt: credentials.createdAt,
          updatedAt: credentials.updatedAt,
        })
        .from(credentials)
        .where(eq(credentials.userId, userId));
    },

    /** Open sessions without their tokens. */
    async unsafeSessionsOf(userId: string) {
      return db
        .select({
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt));
    },

    async unsafeMembershipOf(
      userId: string,
    ): Promise<{ member: MemberRow; account: AccountRow } | undefined> {
      const [row] = await db
        .select({ member: members, account: accounts })
        .from(members)
        .innerJoin(accounts, eq(accounts.id, members.accountId))
        .where(eq(members.userId, userId))
        .limit(1);
      return row;
    },

    async unsafeTeamOf(accountId: string): Promise<MemberRow[]> {
      return db
        .select()
        .from(members)
        .where(eq(members.accountId, accountId))
        .orderBy(desc(members.isOwner), members.createdAt);
    },

    /** Applies one editor change and writes its audit entry in the same transaction. */
    async unsafeEditField(edit: FieldEdit): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        if (edit.target === 'account') {
          if (!edit.accountId) throw new Error('No account to edit');
          await tx
            .update(accounts)
            .set({ [edit.column]: edit.value, updatedAt: now })
            .where(eq(accounts.id, edit.accountId));
        } else {
          await tx
            .update(users)
            .set({ [edit.column]: edit.value, updatedAt: now })
            .where(eq(users.id, edit.userId));
          await tx
            .update(users)
            .set({ name: sql`trim(${users.firstName} || ' ' || ${users.lastName})` })
            .where(eq(users.id, edit.userId));
          if (edit.syncMember)
            await tx
              .update(members)
              .set({ [edit.column]: edit.value, updatedAt: now })
              .where(eq(members.userId, edit.userId));
        }
        await tx.insert(auditLog).values(edit.audit);
      });
    },

    async unsafeListAudit(targetUserId: string | undefined, limit: number): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(targetUserId ? eq(auditLog.targetUserId, targetUserId) : undefined)
        .orderBy(desc(auditLog.createdAt))
        .limit(limit);
    },

    /** The newest access log entries (decision 043), optionally of one kind. */
    async unsafeListAccess(kind: AccessKind | undefined, limit: number) {
      return db
        .select()
        .from(accessLog)
        .where(kind ? eq(accessLog.kind, kind) : undefined)
        .orderBy(desc(accessLog.createdAt))
        .limit(limit);
    },

    /** Up to `limit` newest rows of a table, reading only columns that are not secrets. */
    async unsafeReadCollection(table: PgTable, limit: number): Promise<Record<string, unknown>[]> {
      const columns = getTableColumns(table) as Record<string, PgColumn>;
      const selection = Object.fromEntries(
        Object.entries(columns).filter(
          ([key, column]) => !isSecretColumn(key) && !isSecretColumn(column.name),
        ),
      );
      const createdAt = columns.createdAt;
      const query = db.select(selection).from(table).$dynamic();
      return (createdAt ? query.orderBy(desc(createdAt)) : query).limit(limit);
    },
  };
}

export type AccessKind = (typeof accessLog.$inferSelect)['kind'];
export type AdminRepository = ReturnType<typeof createAdminRepository>;
