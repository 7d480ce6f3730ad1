import type { FastifyReply } from 'fastify';
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
 * Minor units as a plain decimal ("1234.50"), never through floats. `exponent` is the currency's
 * digits after the point for payments (yen 0, fils 3); order amounts are hundredths everywhere.
 */
export function decimalOf(minor: number, exponent = 2): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  if (exponent === 0) return `${sign}${absolute}`;
  const unit = 10 ** exponent;
  return `${sign}${Math.floor(absolute / unit)}.${String(absolute % unit).padStart(exponent, '0')}`;
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
