import * as accountTables from './schema/accounts.ts';
import * as auditTables from './schema/audit.ts';
import * as authTables from './schema/auth.ts';
import * as billingTables from './schema/billing.ts';
import * as businessTables from './schema/business.ts';
import * as globalKeyTables from './schema/global-keys.ts';
import * as orderTables from './schema/orders.ts';
import * as paymentTables from './schema/payments.ts';
import * as pushTables from './schema/push.ts';
import * as sharedOptionGroupTables from './schema/shared-option-groups.ts';
import * as tableBillTables from './schema/table-bills.ts';
import * as translationTables from './schema/translations.ts';

/** Every table, for Drizzle's typed queries. drizzle-kit reads the schema folder directly. */
export const schema = {
  ...authTables,
  ...accountTables,
  ...auditTables,
  ...businessTables,
  ...billingTables,
  ...orderTables,
  ...paymentTables,
  ...pushTables,
  ...globalKeyTables,
  ...translationTables,
  ...sharedOptionGroupTables,
  ...tableBillTables,
};
export type Schema = typeof schema;
