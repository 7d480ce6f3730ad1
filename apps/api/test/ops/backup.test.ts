import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { loadConfig } from '../../src/config/env.ts';
import { BackupError, createBackup, restoreBackup } from '../../src/ops/backup.ts';
import { openInProcessApp } from '../faults/in-process.ts';
import {
  createPostgresDatabase,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  type DatabaseKind,
} from '../harness.ts';
import { orderRequest, readMenu, setUpDishStore, type Store } from '../ordering-fixtures.ts';
import { pngImage, uploadFile } from '../uploads.ts';

describe.each(databaseKinds)('backup, wipe and restore on %s', (kind: DatabaseKind) => {
  let root: string;
  let dataDir: string;
  let databases: { url: string; drop(): Promise<void> }[] = [];

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'scanorder-backup-'));
    dataDir = path.join(root, 'data');
  });
  afterAll(async () => {
    for (const database of databases) await database.drop();
    databases = [];
    await fs.rm(root, { recursive: true, force: true });
  });

  const newDatabase = async () => {
    if (kind === 'pglite') return undefined;
    const created = await createPostgresDatabase(process.env.DATABASE_URL);
    databases.push(created);
    return created.url;
  };
  const configFor = (databaseUrl: string | undefined) =>
    loadConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

  it('brings back every order, item, upload and secret into an empty data directory and database', async () => {
    const firstUrl = await newDatabase();
    let owner: { email: string; password: string };
    let store: Store;
    let dishId: string;
    let logoUrl: string;
    let logo: Buffer;
    let order: Order;
    const before = await openInProcessApp(dataDir, firstUrl);
    try {
      const signedUp = await signUpVerifiedOwner(before);
      owner = { email: signedUp.email, password: signedUp.password };
      ({ store, dishId } = await setUpDishStore(signedUp.client));
      const uploaded = await uploadFile(
        signedUp.client,
        '/api/v1/businesses/restaurant/logo',
        'logo.png',
        await pngImage(400, 300),
      );
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      logoUrl = uploaded.json<{ logoUrl: string }>().logoUrl;
      logo = (await new TestClient(before.app).get(logoUrl)).rawPayload;
      const placed = await new TestClient(before.app, '10.88.0.1').post(
        '/api/v1/public/orders',
        orderRequest(store, { lines: [{ menuItemId: dishId, quantity: 3 }] }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      order = placed.json<Order>();
    } finally {
      await before.close();
    }
    const vapidKeys = await fs.readFile(path.join(dataDir, 'vapid-keys.json'), 'utf8');

    const backup = await createBackup(configFor(firstUrl), path.join(root, 'backups'));

    // Wipe: the data directory and the database are gone.
    await fs.rm(dataDir, { recursive: true, force: true });
    await databases.pop()?.drop();
    const secondUrl = await newDatabase();
    const manifest = await restoreBackup(configFor(secondUrl), backup);
    expect(manifest.database).toBe(kind);
    // A second restore over the first is refused, never mixed in.
    await expect(restoreBackup(configFor(secondUrl), backup)).rejects.toBeInstanceOf(BackupError);

    expect(await fs.readFile(path.join(dataDir, 'vapid-keys.json'), 'utf8')).toBe(vapidKeys);
    const after = await openInProcessApp(dataDir, secondUrl);
    try {
      const customer = new TestClient(after.app, '10.88.0.2');
      const restored = await customer.get(`/api/v1/public/orders/${order.id}`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json<Order>()).toMatchObject({
        id: order.id,
        referenceNumber: order.referenceNumber,
        totals: order.totals,
        lines: order.lines,
      });
      const menu = await readMenu(customer, store);
      expect(
        menu.categories.flatMap((category) => category.items).map((item) => item.id),
      ).toContain(dishId);
      const served = await customer.get(logoUrl);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(logo)).toBe(true);
      const signIn = await new TestClient(after.app, '10.88.0.3').post(
        '/api/auth/sign-in/email',
        owner,
      );
      expect(signIn.statusCode, signIn.body).toBe(200);
    } finally {
      await after.close();
    }
  }, 180_000);
});
