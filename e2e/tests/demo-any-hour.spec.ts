import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { APP_HEADERS } from '../support/business.ts';
import { DEMO_OWNER, demoTableCode, shortPath } from '../support/demo.ts';

/**
 * The demo restaurant is open around the clock (issue 20): a guest orders dine-in at 03:00 in the
 * server's time zone. The server decides whether a store is open, so this test runs a server of
 * its own whose clock reads 03:00 (support/server-clock.mjs), in Asia/Kolkata, and sets the
 * browser's clock to the same moment.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3310) + 1;
const baseURL = `http://localhost:${port}`;
const zone = 'Asia/Kolkata';
// Today's date in Kolkata (no daylight saving there: UTC+05:30), at 03:00.
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const threeAm = new Date(`${today}T03:00:00+05:30`);

let server: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scanorder-e2e-3am-'));
  server = spawn(
    process.execPath,
    [
      '--import',
      path.join(here, '../support/server-clock.mjs'),
      path.join(here, '../../apps/api/dist/server.js'),
      '--demo',
    ],
    {
      cwd: path.join(here, '..'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        // The embedded database: its clock is this process's, shifted to 03:00 with the rest
        // (a PostgreSQL server's now() could not be, and would judge the session by the real time).
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'),
        ),
        NODE_ENV: 'production',
        TZ: zone,
        SERVER_CLOCK_AT: threeAm.toISOString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX_AUTH: '1000',
      },
    },
  );
  const deadline = Date.now() + 170_000;
  for (;;) {
    const up = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('the 03:00 server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the demo restaurant takes a dine-in order at 03:00 server time', async ({ browser }) => {
  const owner = await playwrightRequest.newContext({ baseURL });
  const signIn = await owner.post('/api/auth/sign-in/email', {
    headers: APP_HEADERS,
    data: DEMO_OWNER,
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const restaurant = (await (await owner.get('/api/v1/businesses/restaurant')).json()) as {
    timeZone: string;
  };
  // The server's own zone; ICU may spell it by its older name.
  expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(restaurant.timeZone);
  const table = await demoTableCode(owner);
  await owner.dispose();

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.clock.install({ time: threeAm });
  await page.goto(shortPath(table));
  await expect(page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' })).toBeVisible();
  await expect(page.getByText('Closed now.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Dal Makhani' }).click();
  const dish = page.getByRole('dialog', { name: 'Dal Makhani' });
  await dish.getByLabel(/^Regular( \+|$)/).check();
  await dish.getByRole('button', { name: /^Add to cart/ }).click();
  await page.getByRole('button', { name: /View cart/ }).click();
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('button', { name: 'Checkout' })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByRole('radio', { name: /Dine-in/ }).check();
  // Dine-in asks for a first name only (the default of the guest details an owner chooses).
  await page.getByLabel('First name').fill('Asha');
  await checkout.getByRole('button', { name: /Place order/ }).click();

  await expect(page).toHaveURL(/\/restaurant\/order\/[0-9a-f-]{36}\/order\/details$/);
  // A dine-in order is served at the table, not picked up.
  await expect(page.getByText('Order Ready to Serve')).toBeVisible();
  await expect(page.getByText('MAIN STREET - TABLE 1')).toBeVisible();
  await context.close();
});
