/** Columns every tenant table shares, written once so they cannot drift apart. */
import { text, uuid } from 'drizzle-orm/pg-core';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { accounts } from './accounts.ts';

/** The owning account (ARCHITECTURE.md: every tenant-owned row carries it); rows go with the account. */
export const tenantAccountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** Restaurant or grocery: the one engine's switch. */
export const kindColumn = () => text('kind', { enum: BUSINESS_KINDS }).notNull();
