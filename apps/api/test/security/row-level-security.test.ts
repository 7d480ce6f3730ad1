import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  APP_LOGIN_ROLE,
  createTestApp,
  databaseKinds,
  signUpVerifiedOwner,
  type TestApp,
} from '../harness.ts';
import {
  addItem,
  basmatiRice,
  orderRequest,
  plainDish,
  setUpStore,
  type Store,
} from '../ordering-fixtures.ts';
import { tenantTables } from './tenant-snapshot.ts';
import { TENANT_ROLE, withTenantScope } from '../../src/tenancy/with-tenant-scope.ts';
import { OutsideTenantScopeError } from '../../src/tenancy/tenant-scope.ts';
import { accountOfUrl, registerTenantScopes } from '../../src/tenancy/request-scope.ts';
import { createMenuItemsRepository } from '../../src/modules/menu/menu-items.repository.ts';

type Row = Record<string, unknown>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Carries rows out of a transaction that is rolled back on purpose. */
class Rollback extends Error {
  constructor(readonly rows: Row[]) {
    super('rollback');
  }
}

/** Runs `work` in the tenant scope and undoes whatever it wrote. */
async function inScopeThenRollBack(
  db: Database,
  accountId: string,
  work: (tx: Database) => Promise<Row[]>,
): Promise<Row[]> {
  try {
    await withTenantScope(db, accountId, async (tx) => {
      throw new Rollback(await work(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.rows;
    throw error;
  }
  throw new Error('unreachable');
}

/** The database's own message of a refused statement (drizzle wraps it as the cause). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause)
      messages.push(String((current as { message?: unknown }).message));
    return messages.join(' | ');
  }
  return 'not refused';
}

describe.each(databaseKinds)('row-level security as a second wall on %s', (kind) => {
  let test: TestApp;
  let db: Database;
  let storeA: Store;
  let storeB: Store;
  let tables: string[];

  beforeAll(async () => {
    test = await createTestApp(kind);
    db = test.deps.database.db;
    const stores: Store[] = [];
    for (const service of ['Restaurant', 'Grocery'] as const) {
      const owner = await signUpVerifiedOwner(test, { serviceName: service });
      const kindOf = service === 'Restaurant' ? 'restaurant' : 'grocery';
      const store = await setUpStore(owner.client, kindOf);
      const item = await addItem(
        owner.client,
        kindOf,
        kindOf === 'restaurant' ? plainDish() : basmatiRice({ variants: [] }),
      );
      const qr = await owner.client.post(`/api/v1/businesses/${kindOf}/qr-codes`, {
        branchId: store.branchId,
        identifier: 'Table 9',
        description: 'Window seat',
      });
      if (qr.statusCode !== 201) throw new Error(`qr: ${qr.body}`);
      const placed = await owner.client.post(
        '/api/v1/public/orders',
        orderRequest(store, { lines: [{ menuItemId: item.id, quantity: 1 }] }),
      );
      if (placed.statusCode !== 201) throw new Error(`order: ${placed.body}`);
      stores.push(store);
    }
    [storeA, storeB] = stores as [Store, Store];
    tables = await tenantTables(db);
  });
  afterAll(() => test.close());

  it('enables a tenant policy on every table that holds account_id, and on accounts', async () => {
    const secured = await rows(
      db,
      sql`select c.relname as name, c.relrowsecurity as enabled,
                 exists (select 1 from pg_policies p
                         where p.schemaname = 'public' and p.tablename = c.relname
                           and p.policyname = 'tenant_isolation') as policy
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const byName = new Map(secured.map((row) => [String(row.name), row]));
    expect(tables.length).toBeGreaterThanOrEqual(10);
    const unguarded = [...tables, 'accounts'].filter(
      (table) => byName.get(table)?.enabled !== true || byName.get(table)?.policy !== true,
    );
    // A new tenant table needs one line in its migration (decision 042):
    //   SELECT scanorder_enable_tenant_rls('<table>');
    expect(unguarded, 'tenant tables without their policy').toEqual([]);
  });

  it("shows an unscoped query only the scoped account's rows, in every tenant table", async () => {
    let seenOwnRows = 0;
    for (const table of tables) {
      const all = await rows(db, sql`select account_id from ${sql.identifier(table)}`);
      const visible = await withTenantScope(db, storeA.accountId, (tx) =>
        rows(tx, sql`select account_id from ${sql.identifier(table)}`),
      );
      const expected = all.filter((row) => row.account_id === storeA.accountId);
      expect(visible, table).toHaveLength(expected.length);
      expect(
        visible.every((row) => row.account_id === storeA.accountId),
        table,
      ).toBe(true);
      seenOwnRows += visible.length;
    }
    expect(seenOwnRows).toBeGreaterThan(0);
    // The two accounts really both have rows where it matters.
    for (const table of ['businesses', 'branches', 'menu_items', 'qr_codes', 'orders', 'members']) {
      const perAccount = await rows(
        db,
        sql`select account_id, count(*)::int as n from ${sql.identifier(table)} group by account_id`,
      );
      const accounts = new Set(perAccount.map((row) => row.account_id));
      expect(accounts.has(storeA.accountId) && accounts.has(storeB.accountId), table).toBe(true);
    }
    const accountRows = await withTenantScope(db, storeB.accountId, (tx) =>
      rows(tx, sql`select id from accounts`),
    );
    expect(accountRows).toEqual([{ id: storeB.accountId }]);
  });

  it('binds a real role: not a superuser, not exempt from row-level security, no access to the platform logs', async () => {
    const [role] = await rows(
      db,
      sql`select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = ${TENANT_ROLE}`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolcanlogin: false });
    for (const table of ['audit_log', 'access_log']) {
      expect(
        await refusal(
          withTenantScope(db, storeA.accountId, (tx) =>
            rows(tx, sql`select count(*) from ${sql.identifier(table)}`),
          ),
        ),
        table,
      ).toMatch(/permission denied/);
    }
  });

  it('fails loudly when a repository query runs outside a scope, or after its scope ended', async () => {
    const { scopes } = test.deps;
    const items = createMenuItemsRepository(scopes.db);
    const scope = { accountId: storeA.accountId };
    await expect(items.count(scope, storeA.businessId)).rejects.toThrow(OutsideTenantScopeError);

    // Work started in a scope and still running after it: a background task forgotten in a request.
    const { counted, afterwards } = await scopes.run(storeA.accountId, async () => ({
      counted: await items.count(scope, storeA.businessId),
      afterwards: new Promise((resolve) => setTimeout(resolve, 20))
        .then(() => items.count(scope, storeA.businessId))
        .then(
          () => 'ran',
          (error: unknown) => String(error),
        ),
    }));
    expect(counted).toBeGreaterThan(0);
    expect(await afterwards).toMatch(/scope of account .* ended/);
  });

  it("walls a repository in A's scope off from B's rows even when it asks for them", async () => {
    const { scopes } = test.deps;
    const items = createMenuItemsRepository(scopes.db);
    const asked = { accountId: storeB.accountId };
    const seen = await scopes.run(storeA.accountId, () => items.count(asked, storeB.businessId));
    expect(seen).toBe(0);
    const own = await scopes.run(storeB.accountId, () => items.count(asked, storeB.businessId));
    expect(own).toBeGreaterThan(0);
  });

  it("runs a signed-in tenant's request as the app role with its account set", async () => {
    const { scopes } = test.deps;
    const probe = Fastify();
    probe.decorateRequest('tenant', null);
    registerTenantScopes(probe, scopes);
    probe.get(
      '/whoami',
      {
        preHandler: async (request) => {
          request.tenant = {
            accountId: storeA.accountId,
            userId: 'u',
            memberId: 'm',
            role: 'admin',
            isOwner: true,
            email: 'owner@example.com',
          };
        },
      },
      async () =>
        (
          await rows(
            scopes.db,
            sql`select current_user as role, current_setting('app.account_id', true) as account`,
          )
        )[0],
    );
    probe.get(
      '/anonymous',
      async () => (await rows(scopes.db, sql`select current_user as role`))[0],
    );
    const scoped = await probe.inject({ method: 'GET', url: '/whoami' });
    expect(scoped.json()).toEqual({ role: TENANT_ROLE, account: storeA.accountId });
    // No tenant: the route is an owner path, declared by the request hooks.
    const anonymous = await probe.inject({ method: 'GET', url: '/anonymous' });
    expect(anonymous.json<{ role: string }>().role).not.toBe(TENANT_ROLE);
    await probe.close();
  });

  it('runs a public route in the scope of the account its URL names, on the app role’s own login on PostgreSQL', async () => {
    const { scopes } = test.deps;
    const probe = Fastify();
    probe.decorateRequest('tenant', null);
    registerTenantScopes(probe, scopes);
    const whoami = async () =>
      (
        await rows(
          scopes.db,
          sql`select current_user as role, session_user as login,
                current_setting('app.account_id', true) as account,
                (select count(*)::int from menu_items) as items`,
        )
      )[0];
    probe.get('/public/:accountId', { config: { tenantScope: accountOfUrl } }, whoami);
    // A service route opens its own scopes: a query it forgets to scope is refused, not run as owner.
    probe.get('/service', { config: { tenantScope: 'service' } }, whoami);

    const scoped = await probe.inject({ method: 'GET', url: `/public/${storeA.accountId}` });
    const seen = scoped.json<{ role: string; login: string; account: string; items: number }>();
    expect(seen).toMatchObject({ role: TENANT_ROLE, account: storeA.accountId });
    const own = await scopes.run(storeA.accountId, () =>
      rows(scopes.db, sql`select count(*)::int as items from menu_items`),
    );
    expect(seen.items).toBe(own[0]!.items);
    // PostgreSQL connects scopes as the app role's login (no owner session in the request path).
    if (kind === 'postgres') expect(seen.login).toBe(APP_LOGIN_ROLE);

    // A URL naming no account runs in a scope that sees nothing.
    const unknown = await probe.inject({ method: 'GET', url: '/public/not-an-account' });
    expect(unknown.json()).toMatchObject({ role: TENANT_ROLE, items: 0 });

    const forgotten = await probe.inject({ method: 'GET', url: '/service' });
    expect(forgotten.statusCode).toBe(500);
    expect(forgotten.body).toMatch(/outside a tenant scope/);
    await probe.close();
  });

  it('shows nothing at all through the role when no account is set', async () => {
    for (const table of [...tables, 'accounts']) {
      const visible = await db.transaction(async (txn) => {
        // drizzle-orm's PgTransaction type is not assignable to the Database union, though it runs the same queries.
        const tx = txn as unknown as Database;
        await tx.execute(sql.raw(`set local role ${TENANT_ROLE}`));
        return rows(tx, sql`select * from ${sql.identifier(table)}`);
      });
      expect(visible, table).toEqual([]);
    }
  });

  it("changes only the scoped account's rows with unscoped writes, and refuses writing another's", async () => {
    const renamed = await inScopeThenRollBack(db, storeA.accountId, (tx) =>
      rows(tx, sql`update menu_items set name = 'Renamed' returning account_id`),
    );
    expect(renamed.length).toBeGreaterThan(0);
    expect(renamed.every((row) => row.account_id === storeA.accountId)).toBe(true);

    const deleted = await inScopeThenRollBack(db, storeA.accountId, (tx) =>
      rows(tx, sql`delete from orders returning account_id`),
    );
    expect(deleted.length).toBeGreaterThan(0);
    expect(deleted.every((row) => row.account_id === storeA.accountId)).toBe(true);

    // Moving a row to another account, or inserting one there, breaks the policy's check.
    expect(
      await refusal(
        inScopeThenRollBack(db, storeA.accountId, (tx) =>
          rows(tx, sql`update branches set account_id = ${storeB.accountId} returning id`),
        ),
      ),
    ).toMatch(/violates row-level security policy/);
    expect(
      await refusal(
        inScopeThenRollBack(db, storeA.accountId, (tx) =>
          rows(
            tx,
            sql`insert into branches (account_id, business_id, kind, name)
                values (${storeB.accountId}, ${storeB.businessId}, ${storeB.kind}, 'Intruder')
                returning id`,
          ),
        ),
      ),
    ).toMatch(/violates row-level security policy/);

    // Nothing of B moved, and the settings ended with their transactions.
    const [check] = await rows(
      db,
      sql`select count(*)::int as n from branches where name = 'Intruder'`,
    );
    expect(check?.n).toBe(0);
    const [settings] = await rows(
      db,
      sql`select current_user as role, coalesce(current_setting('app.account_id', true), '') as account`,
    );
    expect(settings?.role).not.toBe(TENANT_ROLE);
    expect(settings?.account).toBe('');
  });
});
