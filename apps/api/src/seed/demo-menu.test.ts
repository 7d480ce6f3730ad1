import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { seedDemo } from './demo.ts';

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce(
      (total, entry) => total + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1),
      0,
    );
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
      hours: { intervals: unknown[] }[];
      updatedAt: string;
    }>();
    expect(restaurant).toMatchObject({
      businessName: 'Spice Route Kitchen',
      menuCurrency: 'INR',
      timeZone: 'Asia/Kolkata',
      completeSetup: { complete: true, missing: [] },
    });
    expect(restaurant.hours[1]!.intervals).toHaveLength(2);
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
});
