import type { FastifyReply } from 'fastify';
import { CSV_DIALECTS, type CsvDialect } from '@scanorder/shared/http/csv-download';

/**
 * One CSV cell (RFC 4180): always quoted, quotes doubled. A cell a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so an
 * order's customer name can never become a formula on the owner's computer (OWASP CSV injection).
 */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Rows as a CSV download in the owner app language's dialect (`CSV_DIALECTS`: ';' and decimal
 * commas in Spanish), UTF-8 with a byte order mark so spreadsheets read names as typed. Numbers
 * take the dialect's decimal separator; amounts come as text from `decimalOf` with it already.
 */
export function csvFileOf(
  rows: readonly (readonly (string | number | boolean | null)[])[],
  dialect: CsvDialect = CSV_DIALECTS.en,
): string {
  const cell = (value: string | number | boolean | null) =>
    typeof value === 'number' ? csvCell(value).replace('.', dialect.decimal) : csvCell(value);
  return `\uFEFF${rows.map((row) => row.map(cell).join(dialect.delimiter)).join('\r\n')}\r\n`;
}

/**
 * Minor units as a plain decimal ("1234.50"), never through floats. `exponent` is the currency's
 * digits after the point for payments (yen 0, fils 3); order amounts are hundredths everywhere.
 */
export function decimalOf(minor: number, exponent = 2, decimal: '.' | ',' = '.'): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  if (exponent === 0) return `${sign}${absolute}`;
  const unit = 10 ** exponent;
  return `${sign}${Math.floor(absolute / unit)}${decimal}${String(absolute % unit).padStart(exponent, '0')}`;
}

/** Answers with a CSV file to download: never cached, never sniffed as anything but CSV. */
export function sendCsvDownload(reply: FastifyReply, download: { filename: string; body: string }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(download.body);
}
