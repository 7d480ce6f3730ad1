import * as accountTables from './schema/accounts.ts';
import * as authTables from './schema/auth.ts';

/** Every table, for Drizzle's typed queries. drizzle-kit reads the schema folder directly. */
export const schema = { ...authTables, ...accountTables };
export type Schema = typeof schema;
