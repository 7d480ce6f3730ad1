/** Columns every tenant table shares, written once so they cannot drift apart. */
import { foreignKey, primaryKey, text, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { accounts } from './accounts.ts';

/** The owning account (ARCHITECTURE.md: every tenant-owned row carries it); rows go with the account. */
export const tenantAccountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * The owning account of a row whose key to its parent tenant row (`tenantForeignKey`) already pairs
 * the account: the parent's row holds it, and the parent's cascade takes the row with the account.
 * A key to `accounts` of its own would be checked again on every insert, a look-up and a row lock
 * of the account for nothing (decision 040, twelfth pass). For the rows written per order placed.
 */
export const accountIdKeyedByParent = () => uuid('account_id').notNull();

/** A tenant row's own columns: its random id and the owning account (the pair is its key). */
export const tenantRowColumns = (accountId = tenantAccountId) => ({
  id: uuid('id').notNull().defaultRandom(),
  accountId: accountId(),
});

/**
 * A business's own row (a branch, a menu item, an order...): a tenant row and the business it is
 * of. `accountId`: `accountIdKeyedByParent` for a row whose business key names the account.
 */
export const businessRowColumns = (accountId = tenantAccountId) => ({
  ...tenantRowColumns(accountId),
  businessId: uuid('business_id').notNull(),
});

/** Which payment provider a billing or guest-payment row belongs to. */
export const providerColumn = () => text('provider', { enum: ['local', 'stripe'] }).notNull();

/** Restaurant or grocery: the one engine's switch. */
export const kindColumn = () => text('kind', { enum: BUSINESS_KINDS }).notNull();

/**
 * The primary key of a tenant table: `(id, account_id)`. Citus enforces a key only when it holds the
 * distribution column (decision 016); `id` leads so a look-up by id alone still uses the index.
 */
export const tenantPrimaryKey = (name: string, table: { id: PgColumn; accountId: PgColumn }) =>
  primaryKey({ name, columns: [table.id, table.accountId] });

/**
 * A foreign key between tenant tables: `column` of `from` with `from`'s own `account_id`, paired on
 * the account so Citus can enforce it on one shard (decision 016). `onDelete` is the drizzle action;
 * a `set null` key is narrowed to its own column in the migration (`on delete set null (x_id)`),
 * which drizzle cannot spell, so the account stays.
 */
export const tenantForeignKey = (
  name: string,
  from: { accountId: PgColumn },
  column: PgColumn,
  to: { id: PgColumn; accountId: PgColumn },
  onDelete: 'cascade' | 'set null',
) =>
  foreignKey({
    name,
    columns: [column, from.accountId],
    foreignColumns: [to.id, to.accountId],
  }).onDelete(onDelete);
