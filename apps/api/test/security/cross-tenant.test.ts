import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TestClient, uniqueIp, type TestApp } from '../harness.ts';
import { multipartFile, pngImage } from '../uploads.ts';
import { COVERAGE, type Attack, type World } from './cross-tenant-routes.ts';
import { idInputs, readOperations, type Operation } from './openapi.ts';
import { snapshotAccount } from './tenant-snapshot.ts';
import { createTenant, kioskOf, KINDS } from './tenant-world.ts';

function send(attack: Attack) {
  if (attack.file) {
    const { payload, headers } = multipartFile('photo.png', attack.file, 'image/png');
    return attack.client.request({ method: attack.method, url: attack.url, payload, headers });
  }
  return attack.client.request({
    method: attack.method,
    url: attack.url,
    ...(attack.payload === undefined
      ? {}
      : { payload: attack.payload as InjectOptions['payload'] }),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id of A's that an attack may carry. */
function idsOf(world: World): string[] {
  const { a } = world;
  return [
    a.accountId,
    a.userId,
    a.memberId,
    a.memberUserId,
    a.invitedMemberId,
    a.checkoutSessionId,
    a.payoutAccountId,
    a.sharedGroupId,
    ...KINDS.flatMap((kind) => {
      const { pin: _pin, ...ids } = a.kinds[kind];
      return Object.values(ids);
    }),
  ];
}

/** The attack with each of A's ids replaced by a made-up one of the same shape. */
function forgeIds(attack: Attack, world: World): Attack {
  let url = attack.url;
  let payload = attack.payload === undefined ? undefined : JSON.stringify(attack.payload);
  for (const id of idsOf(world)) {
    const fake = UUID.test(id)
      ? randomUUID()
      : `${id.slice(0, id.lastIndexOf('_') + 1)}${randomUUID().replace(/-/g, '')}`.slice(
          0,
          Math.max(id.length, 8),
        );
    url = url.split(id).join(fake);
    payload = payload?.split(id).join(fake);
  }
  return { ...attack, url, payload: payload === undefined ? undefined : JSON.parse(payload) };
}

function errorCodeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

/** A wrong PIN counts towards the branch's lockout: that is the PIN guard working, not a leak. */
const EXPECTED_CHANGES = { branches: ['pin_failed_attempts', 'pin_locked_until'] };

function withoutExpectedChanges(snapshot: Record<string, string[]>) {
  const copy = { ...snapshot };
  for (const [table, columns] of Object.entries(EXPECTED_CHANGES)) {
    copy[table] = (copy[table] ?? []).map((row) => {
      const parsed = JSON.parse(row) as Record<string, unknown>;
      for (const column of columns) delete parsed[column];
      return JSON.stringify(parsed);
    });
  }
  return copy;
}

describe.each(databaseKinds)('cross-tenant refusals on %s', (kind) => {
  let test: TestApp;
  let world: World;
  let operations: Operation[];

  beforeAll(async () => {
    test = await createTestApp(kind, { ORDER_RATE_LIMIT_MAX: '1000' });
    const a = await createTenant(test, 'Alpha');
    const b = await createTenant(test, 'Bravo');
    a.markers.push(a.owner.email);
    world = {
      a,
      b,
      bKiosk: {
        restaurant: await kioskOf(test, b, 'restaurant'),
        grocery: await kioskOf(test, b, 'grocery'),
      },
      anonymous: new TestClient(test.app, uniqueIp()),
      png: await pngImage(64, 64),
    };
    operations = await readOperations(test.app);
  }, 180_000);
  afterAll(() => test.close());

  it('has a cross-tenant check for every route of the OpenAPI document that takes an id', () => {
    const idTaking = operations.filter((operation) => idInputs(operation).length > 0);
    const documented = new Set(idTaking.map((operation) => operation.key));
    const covered = new Set(Object.keys(COVERAGE));
    const uncovered = idTaking
      .filter((operation) => !covered.has(operation.key))
      .map((operation) => `${operation.key} (${idInputs(operation).join(', ')})`);
    const gone = [...covered].filter((key) => !documented.has(key));
    expect(uncovered, 'id-taking routes without an entry in COVERAGE').toEqual([]);
    expect(gone, 'COVERAGE entries for routes the document no longer has').toEqual([]);
  });

  it("refuses another account's ids on every one of them, shows none of its data and changes nothing", async () => {
    const { db } = test.deps.database;
    const before = withoutExpectedChanges(await snapshotAccount(db, world.a.accountId));
    const failures: string[] = [];
    let attacks = 0;
    for (const [key, coverage] of Object.entries(COVERAGE)) {
      for (const attack of coverage.attacks(world)) {
        attacks += 1;
        const response = await send(attack);
        const expected = attack.refusedWith ?? 404;
        const where = `${key} [${coverage.guard}] ${attack.method} ${attack.url}`;
        if (response.statusCode !== expected)
          failures.push(
            `${where} -> ${response.statusCode}, expected ${expected}: ${response.body.slice(0, 300)}`,
          );
        if (attack.answer !== undefined && response.body !== JSON.stringify(attack.answer))
          failures.push(`${where} answered ${response.body.slice(0, 300)}`);
        // Signed-in routes answer the same with made-up ids in place of A's: a refusal tells
        // nothing about whether A's record exists. (Public routes' ids are printed on QR codes.)
        if (coverage.guard === 'tenant') {
          const forged = await send(forgeIds(attack, world));
          if (
            forged.statusCode !== response.statusCode ||
            errorCodeOf(forged.body) !== errorCodeOf(response.body)
          )
            failures.push(
              `${where} -> ${response.statusCode} ${errorCodeOf(response.body)}, but ${forged.statusCode} ${errorCodeOf(forged.body)} with made-up ids`,
            );
        }
        const leaked = world.a.markers.filter((marker) => response.body.includes(marker));
        if (leaked.length > 0) failures.push(`${where} shows ${leaked.join(', ')}`);
        if (
          response.statusCode >= 400 &&
          !String(response.headers['content-type']).includes('json')
        )
          failures.push(`${where} refused without the JSON error envelope`);
      }
    }
    console.info(
      `cross-tenant on ${kind}: ${attacks} refused requests over ${Object.keys(COVERAGE).length} id-taking routes`,
    );
    expect(failures).toEqual([]);
    expect(attacks).toBeGreaterThanOrEqual(Object.keys(COVERAGE).length);
    expect(withoutExpectedChanges(await snapshotAccount(db, world.a.accountId))).toEqual(before);
  });

  it('answers the same reads to the owning account, so the refusals above were about real records', async () => {
    const { a } = world;
    const reads = KINDS.flatMap((kind) => {
      const base = `/api/v1/businesses/${kind}`;
      const data = a.kinds[kind];
      return [
        `${base}/menu-items/${data.itemId}`,
        `${base}/qr-codes/${data.qrId}`,
        `${base}/qr-codes/${data.qrId}/image.svg`,
        `${base}/qr-codes/${data.qrId}/labelled.svg`,
        `${base}/qr-codes?branchId=${data.branchId}`,
        `${base}/orders?businessId=${data.businessId}`,
        `/api/v1/orders/${data.orderId}`,
      ];
    });
    reads.push(`/api/v1/billing/checkout-sessions/${a.checkoutSessionId}`);
    for (const url of reads) {
      const response = await a.client.get(url);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    }
    const menu = await world.anonymous.get(
      `/api/v1/public/menus/${a.accountId}/restaurant/${a.kinds.restaurant.businessId}/branches/${a.kinds.restaurant.branchId}?identifier=Table%201`,
    );
    expect(menu.statusCode).toBe(200);
    expect(menu.body).toContain('AlphaPaneer');
  });
});
