import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@scanorder/shared/business/hours';
import {
  createTestApp,
  databaseKinds,
  TestClient,
  uniqueIp,
  type TestApp,
} from '../../test/harness.ts';
import { orderFirstPlainDish, readMenu } from '../../test/ordering-fixtures.ts';
import { seedDemo } from './demo.ts';
import { serverTimeZone } from './demo-menu.ts';

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce(
      (total, entry) => total + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1),
      0,
    );
}

/** The whole-hour zone in which `now` reads 03:xx (the signs of Etc/GMT zones are inverted). */
function zoneWhereItIsThreeAm(now: Date): string {
  let offset = (3 - now.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

describe.each(databaseKinds)('demo seed on %s', (kind) => {
  let test: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(() => test.close());

  it('seeds a complete restaurant and grocery store, and a second run changes nothing', async () => {
    const first = await seedDemo(test.deps);
    expect(first.created).toBe(true);
    const files = countFiles(path.join(test.dataDir, 'uploads'));

    client = new TestClient(test.app);
    expect(
      (
        await client.post('/api/auth/sign-in/email', {
          email: first.email,
          password: first.password,
        })
      ).statusCode,
    ).toBe(200);
    const me = (await client.get('/api/v1/me')).json<{
      account: { services: { enabled: boolean }[] };
    }>();
    expect(me.account.services.every((service) => service.enabled)).toBe(true);

    const restaurant = (await client.get('/api/v1/businesses/restaurant')).json<{
      categories: string[];
      hours: unknown[];
      updatedAt: string;
    }>();
    expect(restaurant).toMatchObject({
      businessName: 'Spice Route Kitchen',
      menuCurrency: 'INR',
      timeZone: serverTimeZone(),
      closures: [],
      completeSetup: { complete: true, missing: [] },
    });
    // Open around the clock every day (issue 20): the README's steps work at any hour.
    expect(restaurant.hours).toEqual(
      WEEKDAYS.map((day) => ({
        day,
        closed: false,
        intervals: [{ open: '00:00', close: '24:00' }],
      })),
    );
    const grocer = (await client.get('/api/v1/businesses/grocery')).json<{
      hours: unknown;
      timeZone: string;
    }>();
    expect(grocer.hours).toEqual(restaurant.hours);
    expect(grocer.timeZone).toBe(serverTimeZone());
    const menu = (await client.get('/api/v1/businesses/restaurant/menu-items')).json<{
      total: number;
      items: {
        category: string;
        imageUrl: string | null;
        selectors: unknown[];
        modifiers: unknown[];
        incrementors: unknown[];
      }[];
    }>();
    expect(menu.total).toBeGreaterThanOrEqual(38);
    expect(new Set(menu.items.map((item) => item.category))).toEqual(
      new Set(restaurant.categories),
    );
    expect(menu.items.every((item) => item.imageUrl?.endsWith('.webp'))).toBe(true);
    expect(
      menu.items.some(
        (item) => item.selectors.length && item.modifiers.length && item.incrementors.length,
      ),
    ).toBe(true);
    const image = await new TestClient(test.app).get(menu.items[0]!.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(
      (await client.get('/api/v1/businesses/restaurant/branches'))
        .json<{ branches: { name: string }[] }>()
        .branches.map((branch) => branch.name),
    ).toContain('Main Street');

    const grocery = (await client.get('/api/v1/businesses/grocery/menu-items?page=2')).json();
    expect(grocery.total).toBeGreaterThanOrEqual(150);
    expect(grocery.items.length).toBe(grocery.total - 100);
    expect(
      (await client.get('/api/v1/businesses/grocery/menu-items?search=basmati')).json().items[0]
        .variants,
    ).toHaveLength(2);

    const second = await seedDemo(test.deps);
    expect(second.created).toBe(false);
    expect(countFiles(path.join(test.dataDir, 'uploads'))).toBe(files);
    expect((await client.get('/api/v1/businesses/restaurant/menu-items')).json().total).toBe(
      menu.total,
    );
    expect((await client.get('/api/v1/businesses/grocery/menu-items')).json().total).toBe(
      grocery.total,
    );
    expect((await client.get('/api/v1/businesses/restaurant')).json().updatedAt).toBe(
      restaurant.updatedAt,
    );
  });

  it('takes a dine-in order at 03:00 server time', async () => {
    // The server's zone is set to the one where this very instant reads 03:xx, rather than faking
    // the clock: PostgreSQL's now() cannot be faked, and sessions are judged by it.
    const previousZone = process.env.TZ;
    process.env.TZ = zoneWhereItIsThreeAm(new Date());
    try {
      expect(new Date().getHours()).toBe(3);
      const owner = new TestClient(test.app);
      const seeded = await seedDemo(test.deps);
      await owner.post('/api/auth/sign-in/email', {
        email: seeded.email,
        password: seeded.password,
      });
      const accountId = (await owner.get('/api/v1/me')).json<{ account: { id: string } }>().account
        .id;
      const business = (await owner.get('/api/v1/businesses/restaurant')).json<{ id: string }>();
      const branch = (await owner.get('/api/v1/businesses/restaurant/branches'))
        .json<{ branches: { id: string; name: string }[] }>()
        .branches.find((candidate) => candidate.name === 'Main Street')!;
      const store = {
        kind: 'restaurant' as const,
        accountId,
        businessId: business.id,
        branchId: branch.id,
        timeZone: serverTimeZone(),
      };
      const customer = new TestClient(test.app, uniqueIp());
      const menu = await readMenu(customer, store, 'Table 1');
      expect(menu.status).toMatchObject({ open: true });
      expect(menu.fulfilment.dineIn).toMatchObject({ offered: true, available: true });
      const placed = await orderFirstPlainDish(customer, store);
      expect(placed.statusCode, placed.body).toBe(201);
    } finally {
      if (previousZone === undefined) delete process.env.TZ;
      else process.env.TZ = previousZone;
    }
  });
});
