import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/client.ts';
import type { ScopeStatement, ScopeTransaction } from '../db/deferred-scope.ts';
import type { PreparedStatement } from '../db/prepared-statement.ts';
import { rowsOf } from '../db/rows.ts';
import { withTenantScope } from './with-tenant-scope.ts';

/**
 * Where the queries of the current async call chain go (docs/decisions/008-row-level-security.md,
 * "the switch", and 042-row-level-security-in-the-request-path.md): into one account's scoped
 * transaction as the row-level-security role, or, on a path that says so, to the owner connection.
 */
type Context =
  | {
      kind: 'tenant';
      accountId: string;
      /** The scope's transaction, made (on PostgreSQL) when its first query asks for it. */
      tx: () => Database;
      open: boolean;
      /** What waits for this scope's commit (and is dropped if it rolls back). */
      committed: (() => void)[];
    }
  | { kind: 'owner'; path: string };

/** A repository query that runs neither in a tenant scope nor on a declared owner path. */
export class OutsideTenantScopeError extends Error {
  constructor(detail: string) {
    super(
      `Database query outside a tenant scope (${detail}): run it in scopes.run(accountId, ...), ` +
        'or name the path unsafe and run it in scopes.unsafeAsOwner(...)',
    );
    this.name = 'OutsideTenantScopeError';
  }
}

export interface TenantScopes {
  /**
   * The database repositories are built with: every call is routed when it is made, to the
   * current scope's transaction or, on an owner path, to the owner connection. Anywhere else it
   * throws OutsideTenantScopeError, so forgotten background work fails loudly in tests.
   */
  db: Database;
  /**
   * The database better-auth's adapter uses: the current scope's transaction inside a scope (its
   * tables have no policies; PGlite's one connection would wait on the scope forever), else the
   * owner connection. Sessions are looked up before any tenant is known.
   */
  authDb: Database;
  /**
   * The owner connection for paths named `unsafe*` that cross accounts by nature (the retention
   * sweep, webhooks by provider id). Inside a tenant scope it throws: a second connection on
   * PostgreSQL, and on PGlite a wait forever for the one the scope holds.
   */
  unsafeOwnerDb: Database;
  /**
   * Runs `work` in one transaction as the app role with `accountId` set. Inside a scope of the
   * same account it joins it (one transaction per request, however many services it calls).
   */
  run<T>(accountId: string, work: () => Promise<T>): Promise<T>;
  /**
   * Runs one statement as a scope of its own (as `run` would) and answers its rows; on PostgreSQL
   * its `begin`, settings, the statement and `commit` go as one message, one round trip. Inside a
   * scope of the same account it runs in that scope's transaction. `locks` names the rows it locks
   * beyond its account's, the order in which statements sent together take them (`ScopeStatement`).
   */
  statement(
    accountId: string,
    statement: PreparedStatement,
    values: Record<string, unknown>,
    locks?: string,
  ): Promise<Record<string, unknown>[]>;
  /**
   * Runs `work` on the owner connection, which no policy binds: public routes before their
   * tenant is known, sign-in, the platform editor, webhooks, jobs over every account.
   */
  unsafeAsOwner<T>(path: string, work: () => T): T;
  /**
   * Runs `work` outside whatever context the caller has: a stream's reads, started by an event
   * that arrived in some other request's context, open their own scope or owner path.
   */
  detached<T>(work: () => T): T;
  /** The account of the scope the caller runs in, if any. */
  currentAccountId(): string | null;
  /**
   * Runs `then` once the caller's scope has committed (at once outside a scope; never if it rolls
   * back). A whole request is one scope, so what tells others about a change (the live events)
   * must wait for its commit, or a listener reading at once would find the change not there yet.
   */
  afterCommit(then: () => void): void;
}

/** Forwards every property read to whichever database `target()` names at the time of the read. */
function routedDatabase(owner: Database, target: () => Database): Database {
  return new Proxy(owner, {
    get(_owner, property) {
      const executor = target();
      const value: unknown = Reflect.get(executor, property, executor);
      return typeof value === 'function' ? (value as () => unknown).bind(executor) : value;
    },
  });
}

/**
 * `owner` serves the owner paths; scopes run on `app` (the app role's login, decision 042) when
 * the deployment gives one, else on the owner connection stepping down to the app role. On
 * PostgreSQL `open` runs them (a scope's transaction begins at its first query, decision 040),
 * and `single` a scope of one statement as one message (040's sixth pass).
 */
export function createTenantScopes(
  owner: Database,
  app: Database = owner,
  open: ScopeTransaction = (accountId, work) =>
    withTenantScope(app, accountId, (tx) => work(() => tx)),
  single?: ScopeStatement,
): TenantScopes {
  const current = new AsyncLocalStorage<Context | undefined>();
  /**
   * Runs `work` outside any scope. Not `current.exit`: on Node 20 that disables the storage and
   * enables it again afterwards, switching the process's promise hooks off and on each time (three
   * times per order placed; decision 040, seventh pass).
   */
  const outside = <T>(work: () => T): T => current.run(undefined, work);

  const scopedExecutor = (): Database => {
    const context = current.getStore();
    if (!context) throw new OutsideTenantScopeError('no scope');
    if (context.kind === 'owner') return owner;
    if (!context.open)
      throw new OutsideTenantScopeError(
        `the scope of account ${context.accountId} ended; work left running after it needs its own`,
      );
    return context.tx();
  };
  const ownerExecutor = (): Database => {
    const context = current.getStore();
    if (context?.kind === 'tenant' && context.open)
      throw new Error(`The owner connection inside the scope of account ${context.accountId}`);
    return owner;
  };
  const authExecutor = (): Database => {
    const context = current.getStore();
    return context?.kind === 'tenant' && context.open ? context.tx() : owner;
  };

  const scopes: TenantScopes = {
    db: routedDatabase(owner, scopedExecutor),
    authDb: routedDatabase(owner, authExecutor),
    unsafeOwnerDb: routedDatabase(owner, ownerExecutor),
    run(accountId, work) {
      const context = current.getStore();
      if (context?.kind === 'tenant' && context.open) {
        if (context.accountId === accountId) return work();
        return Promise.reject(
          new Error(`A scope of account ${accountId} inside the scope of ${context.accountId}`),
        );
      }
      const committed: (() => void)[] = [];
      const result = open(accountId, async (tx) => {
        const scope: Context = { kind: 'tenant', accountId, tx, open: true, committed };
        try {
          return await current.run(scope, work);
        } finally {
          scope.open = false;
        }
      });
      return result.then((value) => {
        // Outside the scope's context: what runs now belongs to no transaction.
        if (committed.length > 0) outside(() => committed.forEach((then) => then()));
        return value;
      });
    },
    statement(accountId, statement, values, locks) {
      const context = current.getStore();
      const inScope = context?.kind === 'tenant' && context.open;
      if (single && !inScope)
        return single(accountId, statement.inlined, statement.valuesOf(values), locks);
      return scopes.run(accountId, async () =>
        rowsOf(await statement.run(scopedExecutor(), values, { named: false })),
      );
    },
    unsafeAsOwner(path, work) {
      const context = current.getStore();
      // The owner connection from inside a scope would be a second connection on PostgreSQL and
      // wait forever on PGlite's only one (held by the scope's transaction).
      if (context?.kind === 'tenant' && context.open)
        throw new Error(`Owner path ${path} inside the scope of account ${context.accountId}`);
      // Already on this path (a request's hooks running on from one another): nothing to enter.
      if (context?.kind === 'owner' && context.path === path) return work();
      return current.run({ kind: 'owner', path }, work);
    },
    detached(work) {
      return outside(work);
    },
    currentAccountId() {
      const context = current.getStore();
      return context?.kind === 'tenant' && context.open ? context.accountId : null;
    },
    afterCommit(then) {
      const context = current.getStore();
      if (context?.kind === 'tenant' && context.open) context.committed.push(then);
      else then();
    },
  };
  return scopes;
}
