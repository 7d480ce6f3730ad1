import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  databaseKinds,
  TestClient,
  uniqueIp,
  type TestApp,
} from '../../test/harness.ts';
import { CUSTOMER_COOKIE } from './customer-identity.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(databaseKinds)('anonymous customer identity on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(() => test.close());

  /** Row counts of every table in the public schema. */
  async function rowCounts(): Promise<Record<string, number>> {
    const query = async <Row>(statement: ReturnType<typeof sql>): Promise<Row[]> => {
      const result: unknown = await test.deps.database.db.execute(statement);
      return (result as { rows: Row[] }).rows;
    };
    const tables = await query<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: name } of tables) {
      const [row] = await query<{ count: number }>(
        sql`select count(*)::int as count from ${sql.identifier(name)}`,
      );
      counts[name] = Number(row!.count);
    }
    return counts;
  }

  it('gives a visitor a signed httpOnly cookie and the same id on the next visit, writing nothing to the database', async () => {
    const before = await rowCounts();
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'accounts', 'members']),
    );

    const client = new TestClient(test.app, uniqueIp());
    const first = await client.get('/api/v1/customer/session');
    expect(first.statusCode).toBe(200);
    const { customerId } = first.json();
    expect(customerId).toMatch(UUID);

    const header = String(first.headers['set-cookie']);
    expect(header.startsWith(`${CUSTOMER_COOKIE}=${customerId}.`)).toBe(true);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).toMatch(/;\s*Max-Age=31536000/);

    const second = await client.get('/api/v1/customer/session');
    expect(second.json().customerId).toBe(customerId);
    // A known visitor is not sent a new cookie.
    expect(second.headers['set-cookie']).toBeUndefined();

    expect(await rowCounts()).toEqual(before);
  });

  it('gives different visitors different ids', async () => {
    const a = (await new TestClient(test.app, uniqueIp()).get('/api/v1/customer/session')).json()
      .customerId;
    const b = (await new TestClient(test.app, uniqueIp()).get('/api/v1/customer/session')).json()
      .customerId;
    expect(a).not.toBe(b);
  });

  // New guests' ids are signed ahead in batches (of 64): across batches, and with a second app of
  // another secret in the same process, each visitor gets an id of its own that its app reads back.
  it('gives each of many visitors its own id, signed by its own app', async () => {
    const other = await createTestApp(kind, {
      AUTH_SECRET: 'another-secret-another-secret-0123456789',
    });
    try {
      const seen = new Set<string>();
      for (let i = 0; i < 150; i++) {
        for (const app of [test.app, other.app]) {
          const client = new TestClient(app, uniqueIp());
          const { customerId } = (await client.get('/api/v1/customer/session')).json();
          expect(customerId).toMatch(UUID);
          expect(seen.has(customerId)).toBe(false);
          seen.add(customerId);
          const again = await client.get('/api/v1/customer/session');
          expect(again.json().customerId).toBe(customerId);
          expect(again.headers['set-cookie']).toBeUndefined();
        }
      }
      // A cookie of one app is no id in the other.
      const first = await new TestClient(test.app, uniqueIp()).get('/api/v1/customer/session');
      const cookie = first.cookies.find((c) => c.name === CUSTOMER_COOKIE)!.value;
      const elsewhere = await other.app.inject({
        method: 'GET',
        url: '/api/v1/customer/session',
        headers: { cookie: `${CUSTOMER_COOKIE}=${cookie}` },
      });
      expect(elsewhere.json().customerId).not.toBe(first.json().customerId);
    } finally {
      await other.close();
    }
  });

  // The line is written by hand (its attributes serialized once): byte for byte what
  // `@fastify/cookie` serializes for the same value and options, with `Secure` and without.
  it("sets the same Set-Cookie line as @fastify/cookie's serializer", async () => {
    const secure = await createTestApp(kind, { PUBLIC_URL: 'https://scanorder.example' });
    try {
      for (const [app, isSecure] of [
        [test.app, false],
        [secure.app, true],
      ] as const) {
        for (let i = 0; i < 70; i++) {
          const response = await new TestClient(app, uniqueIp()).get('/api/v1/customer/session');
          const header = response.headers['set-cookie'];
          expect(typeof header).toBe('string');
          const line = String(header);
          const value = line.slice(CUSTOMER_COOKIE.length + 1, line.indexOf(';'));
          expect(value.startsWith(`${response.json().customerId}.`)).toBe(true);
          expect(line).toBe(
            app.serializeCookie(CUSTOMER_COOKIE, value, {
              httpOnly: true,
              sameSite: 'lax',
              secure: isSecure,
              path: '/',
              maxAge: 31536000,
            }),
          );
          expect(line.includes('; Secure')).toBe(isSecure);
        }
      }
    } finally {
      await secure.close();
    }
  });

  it('ignores a tampered cookie and issues a new id', async () => {
    const first = await new TestClient(test.app, uniqueIp()).get('/api/v1/customer/session');
    const { customerId } = first.json();
    const signed = first.cookies.find((cookie) => cookie.name === CUSTOMER_COOKIE)!.value;
    const signature = signed.slice(customerId.length);

    const victimId = '00000000-0000-4000-8000-000000000000';
    for (const forged of [`${victimId}${signature}`, victimId, `${customerId}.bad-signature`]) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/v1/customer/session',
        headers: { cookie: `${CUSTOMER_COOKIE}=${forged}` },
      });
      expect(response.statusCode).toBe(200);
      const issued = response.json().customerId;
      expect(issued, forged).not.toBe(victimId);
      expect(issued, forged).not.toBe(customerId);
      expect(issued).toMatch(UUID);
      expect(String(response.headers['set-cookie'])).toContain(`${CUSTOMER_COOKIE}=${issued}.`);
    }
  });
});
