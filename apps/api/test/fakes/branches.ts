import type {
  BranchesRepository,
  BranchRow,
} from '../../src/modules/business/branches.repository.ts';
import { branchRow } from './store-builders.ts';

/** PostgreSQL's unique-violation shape, as the real repository's insert and update throw it. */
function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value'), { code: '23505' });
}

/**
 * The branches repository in memory, with the same rules the table and its queries hold: rows
 * scoped to the account and business, store names unique per business ignoring case, new
 * branches at the end, and the account's branch count handed to `checkLimit` before inserting.
 */
export function createFakeBranches(): BranchesRepository & { rows: BranchRow[] } {
  const rows: BranchRow[] = [];
  const of = (accountId: string, businessId: string) =>
    rows.filter((row) => row.accountId === accountId && row.businessId === businessId);
  const taken = (accountId: string, businessId: string, name: string, exceptId?: string) =>
    of(accountId, businessId).some(
      (row) => row.id !== exceptId && row.name.toLowerCase() === name.toLowerCase(),
    );

  return {
    rows,
    async list(scope, businessId) {
      return of(scope.accountId, businessId).sort((a, b) => a.position - b.position);
    },
    async findById(scope, businessId, branchId) {
      return of(scope.accountId, businessId).find((row) => row.id === branchId);
    },
    async insert(scope, values, checkLimit) {
      checkLimit(rows.filter((row) => row.accountId === scope.accountId).length);
      if (taken(scope.accountId, values.businessId, values.name)) throw uniqueViolation();
      const siblings = of(scope.accountId, values.businessId);
      const row = branchRow(
        { accountId: scope.accountId, id: values.businessId, kind: values.kind },
        {
          name: values.name,
          position: Math.max(-1, ...siblings.map((sibling) => sibling.position)) + 1,
        },
      );
      rows.push(row);
      return row;
    },
    async update(scope, businessId, branchId, patch) {
      const row = of(scope.accountId, businessId).find((candidate) => candidate.id === branchId);
      if (!row) return undefined;
      if (patch.name !== undefined && taken(scope.accountId, businessId, patch.name, branchId))
        throw uniqueViolation();
      Object.assign(row, patch, { updatedAt: new Date() });
      return row;
    },
    async delete(scope, businessId, branchId) {
      const index = rows.findIndex(
        (row) =>
          row.accountId === scope.accountId && row.businessId === businessId && row.id === branchId,
      );
      if (index < 0) return false;
      rows.splice(index, 1);
      return true;
    },
  };
}
