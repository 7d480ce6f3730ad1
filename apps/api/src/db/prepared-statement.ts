import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

const dialect = new PgDialect();

/**
 * A hand-written statement with placeholders (`sql.placeholder(name)`), turned into SQL text once
 * instead of on every call. Run outside a transaction it is a named prepared statement: PostgreSQL
 * parses and plans it once per connection, not once per call. The name is derived from the text,
 * so two shapes never share one. Inside a transaction (`named: false`) it runs unnamed on the
 * transaction's connection.
 */
export function prepareStatement(statement: SQL, prefix: string) {
  const query = dialect.sqlToQuery(statement);
  const name = `${prefix}_${createHash('sha256').update(query.sql).digest('hex').slice(0, 16)}`;
  return {
    /**
     * Its text and name, for a scope that sends it as one message (`scopes.statement`); a name of
     * its own, as node-postgres would refuse to prepare one that SQL `PREPARE` took.
     */
    inlined: { name: `one_${name}`, text: query.sql },
    /** The values in the order of the text's parameters. */
    valuesOf: (values: Record<string, unknown>) => fillPlaceholders(query.params, values),
    run(executor: Database, values: Record<string, unknown>, options: { named: boolean }) {
      return executor._.session
        .prepareQuery(query, undefined, options.named ? name : undefined, false)
        .execute(values);
    },
  };
}

export type PreparedStatement = ReturnType<typeof prepareStatement>;
