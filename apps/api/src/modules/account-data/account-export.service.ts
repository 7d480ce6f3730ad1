import { strToU8, zipSync, type Zippable } from 'fflate';
import { assertCan } from '../../auth/roles.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';
import { csvCell } from '../../http/csv.ts';
import type { AccountExportRepository } from './account-export.repository.ts';

/** Columns that only prove something (hashes of PINs and invite tokens): never leave the server. */
const SECRET_COLUMN = /hash$/i;

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key)));
}

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return csvCell(null);
  if (value instanceof Date) return csvCell(value.toISOString());
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return csvCell(value);
  return csvCell(JSON.stringify(value));
}

/** One table as CSV: a header of its columns, then a line per row (nested values as JSON). */
function csvOf(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map((column) => csvCell(column)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cellOf(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export interface AccountExport {
  fileName: string;
  zip: Uint8Array;
}

/**
 * Everything the account holds, as the Terms promise an admin can take it: each table once as
 * JSON and once as CSV (for a spreadsheet), in one zip.
 */
export function createAccountExportService(deps: {
  repository: AccountExportRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async export(ctx: TenantContext): Promise<AccountExport> {
      assertCan(ctx, 'account.export');
      const tables = await deps.repository.tablesOf(ctx);
      const files: Zippable = {};
      for (const [name, rows] of Object.entries(tables)) {
        const clean = rows.map(withoutSecrets);
        files[`${name}.json`] = strToU8(`${JSON.stringify(clean, null, 2)}\n`);
        files[`${name}.csv`] = strToU8(csvOf(clean));
      }
      const day = now().toISOString().slice(0, 10);
      return { fileName: `scanorder-export-${day}.zip`, zip: zipSync(files, { level: 6 }) };
    },
  };
}

export type AccountExportService = ReturnType<typeof createAccountExportService>;
