/**
 * True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation, of
 * `constraint` when given. The constraint's name comes from the driver's field or, when a driver
 * leaves it out, from PostgreSQL's message (`... violates unique constraint "name"`); an error
 * whose constraint cannot be told counts as a match rather than hiding a duplicate.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const {
      code,
      constraint: field,
      message,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === '23505') {
      const name =
        typeof field === 'string'
          ? field
          : /unique constraint "([^"]+)"/.exec(String(message))?.[1];
      return !constraint || name === undefined || name === constraint;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
