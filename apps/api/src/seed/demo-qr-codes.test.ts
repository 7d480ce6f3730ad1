import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { createTestApp, databaseKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { qrCodes } from '../db/schema/orders.ts';
import { seedDemo } from './demo.ts';
import { seedDemoQrCodes } from './demo-qr-codes.ts';

describe.each(databaseKinds)('demo QR codes on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(() => test.close());

  it('gives the demo branches tables, a counter and a named customer, once', async () => {
    await seedDemo(test.deps);
    const rows = await test.deps.database.db.select().from(qrCodes);
    // Restaurant: 5 tables, a counter and Asha on Main Street, 2 tables on the two other branches.
    // Grocery: a counter and Ravi on Main Street, a counter on Gandhipuram.
    expect(rows.filter((row) => row.kind === 'restaurant')).toHaveLength(11);
    expect(rows.filter((row) => row.kind === 'grocery')).toHaveLength(3);
    await seedDemo(test.deps);
    expect(await seedDemoQrCodes(test.deps, rows[0]!.accountId)).toEqual({ added: 0 });
    expect(await test.deps.database.db.select().from(qrCodes)).toHaveLength(14);

    const ravi = rows.find((row) => row.identifier === 'Ravi Kumar')!;
    const client = new TestClient(test.app, '10.99.0.1');
    const redirect = await client.get(`/q/${ravi.shortCode}`);
    expect(redirect.statusCode).toBe(302);
    const [, accountId, businessKind, businessId, , branchId] =
      redirect.headers.location!.split('/');
    const menu = await client.get(
      `/api/v1/public/menus/${accountId}/${businessKind}/${businessId}/branches/${branchId}?identifier=Ravi%20Kumar`,
    );
    expect(menu.statusCode).toBe(200);
    expect(menu.json<PublicMenu>()).toMatchObject({
      business: { name: 'Fresh Basket Grocers' },
      branch: { name: 'Main Street' },
      qrCode: { prefill: { firstName: 'Ravi', streetAddress: 'Avinashi Road' } },
      paging: { page: 1, pageSize: 100 },
    });
  });
});
