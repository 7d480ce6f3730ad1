import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { signInThroughUi } from './accounts.ts';
import { ok } from './business.ts';

export const DEMO_OWNER = { email: 'demo@scanorder.app', password: 'Demo@1234' } as const;

/** A QR code as its owner's QR-CODES tab lists it. */
export interface QrCode {
  id: string;
  storeName: string;
  identifier: string;
  shortUrl: string;
  menuPath: string;
}

/** The short link's path, as a phone's camera opens it. */
export const shortPath = (code: QrCode) => new URL(code.shortUrl).pathname;

/** The demo restaurant's Main Street, Table 1 code, read with the demo owner's signed-in `api`. */
export async function demoTableCode(api: APIRequestContext): Promise<QrCode> {
  const response = await ok(await api.get('/api/v1/businesses/restaurant/qr-codes'));
  const { qrCodes } = (await response.json()) as { qrCodes: QrCode[] };
  const table = qrCodes.find(
    (code) => code.storeName === 'Main Street' && code.identifier === 'Table 1',
  );
  expect(table, 'the demo seed has Main Street, Table 1').toBeDefined();
  return table!;
}

/** The demo owner signed in through the sign-in page, in a browser context of its own. */
export async function signedInDemoOwner(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, DEMO_OWNER.email, DEMO_OWNER.password);
  return { context, api: page.request };
}

/** The demo's Table 1 code, read by the demo owner in a context that is closed afterwards. */
export async function demoTable(browser: Browser): Promise<QrCode> {
  const owner = await signedInDemoOwner(browser);
  try {
    return await demoTableCode(owner.api);
  } finally {
    await owner.context.close();
  }
}
