/** The rows of `db.execute` on either driver (node-postgres answers a result, PGlite too). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result)
    ? (result as Record<string, unknown>[])
    : (result as { rows: Record<string, unknown>[] }).rows;
}
