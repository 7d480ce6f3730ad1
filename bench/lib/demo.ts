import { randomUUID } from 'node:crypto';

/** A tiny HTTP client with a cookie jar, for the setup steps (not for the measured load). */
export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        origin: this.baseUrl,
        cookie: this.cookieHeader(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      if (index > 0) this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
    }
    const text = await response.text();
    if (response.status >= 400)
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  get<T>(path: string) {
    return this.request<T>('GET', path);
  }
}

interface Group {
  id: string;
  min: number;
  options: { id: string }[];
}
interface MenuItem {
  id: string;
  name: string;
  availability: string;
  modifiers: Group[];
  selectors: Group[];
  incrementors: Group[];
}
export interface PublicMenu {
  business: { id: string; accountId: string; name: string };
  branch: { id: string; name: string };
  categories: { name: string; items: MenuItem[] }[];
  status: { open: boolean; message: string | null };
}
interface QrCode {
  branchId: string;
  storeName: string;
  identifier: string;
  shortCode: string;
  shortUrl: string;
  menuPath: string;
}
interface Branch {
  id: string;
  name: string;
  position: number;
}

export interface DemoRestaurant {
  owner: Client;
  accountId: string;
  businessId: string;
  branchId: string;
  identifier: string;
  /** `/q/<code>` of the first branch's "Table 1". */
  shortPath: string;
  /** The customer menu route the short link redirects to. */
  menuPath: string;
  /** GET path of the public menu API for that branch and identifier. */
  menuApiPath: string;
  /** A valid order body for POST /api/v1/public/orders, minus the idempotency key. */
  orderBody: Record<string, unknown>;
  /** What one menu read carries. */
  menuShape: { items: number; bytes: number };
}

export const DEMO_EMAIL = process.env.DEMO_EMAIL || 'demo@scanorder.app';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'Demo@1234';

/** Lines that satisfy every required option group: the first `min` options of each. */
function lineFor(item: MenuItem, quantity: number) {
  const options = [...item.selectors, ...item.modifiers, ...item.incrementors].flatMap((group) =>
    group.options
      .slice(0, group.min)
      .map((option) => ({ groupId: group.id, optionId: option.id, count: 1 })),
  );
  return { menuItemId: item.id, quantity, options, variantId: null, instruction: '' };
}

export async function signInDemoOwner(baseUrl: string): Promise<Client> {
  const owner = new Client(baseUrl);
  await owner.request('POST', '/api/auth/sign-in/email', {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
  });
  return owner;
}

/**
 * Finds the demo owner's restaurant (the seed in apps/api/src/seed), its first branch's "Table 1"
 * QR code and menu, and opens the restaurant around the clock (hours 00:00-24:00 every day, no
 * closures, no meal periods) so orders can be placed whatever time the bench runs. This changes
 * only the bench's own database.
 */
export async function prepareDemoRestaurant(
  baseUrl: string,
  options: { openAllDay: boolean },
): Promise<DemoRestaurant> {
  const owner = await signInDemoOwner(baseUrl);
  const base = '/api/v1/businesses/restaurant';
  if (options.openAllDay) {
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    await owner.request('PUT', `${base}/hours`, {
      hours: days.map((day) => ({
        day,
        closed: false,
        intervals: [{ open: '00:00', close: '24:00' }],
      })),
    });
    await owner.request('PUT', `${base}/closures`, { closures: [] });
    const business = await owner.get<{ menuTypeHours: Record<string, unknown> }>(base);
    await owner.request('PUT', `${base}/menu-type-hours`, {
      ...business.menuTypeHours,
      isBreakFastEnabled: false,
      isLunchEnabled: false,
      isDinnerEnabled: false,
    });
  }
  const { branches } = await owner.get<{ branches: Branch[] }>(`${base}/branches`);
  const branch = [...branches].sort((a, b) => a.position - b.position)[0];
  if (!branch) throw new Error('The demo restaurant has no branch');
  const { qrCodes } = await owner.get<{ qrCodes: QrCode[] }>(
    `${base}/qr-codes?branchId=${branch.id}`,
  );
  const code = qrCodes.find((candidate) => candidate.identifier === 'Table 1') ?? qrCodes[0];
  if (!code) throw new Error('The demo restaurant has no QR code');

  const redirect = await fetch(`${baseUrl}/q/${code.shortCode}`, { redirect: 'manual' });
  const location = redirect.headers.get('location');
  if (redirect.status !== 302 || !location)
    throw new Error(`/q/${code.shortCode} answered ${redirect.status}, not a redirect`);
  const menuPath = new URL(location, baseUrl).pathname;
  const [, accountId, kind, businessId, , branchId] = menuPath.split('/');
  if (kind !== 'restaurant' || !accountId || !businessId || !branchId)
    throw new Error(`Unexpected customer route ${menuPath}`);

  const menuApiPath = `/api/v1/public/menus/${accountId}/restaurant/${businessId}/branches/${branchId}?identifier=${encodeURIComponent(code.identifier)}`;
  const menuText = await (await fetch(`${baseUrl}${menuApiPath}`)).text();
  const menu = JSON.parse(menuText) as PublicMenu;
  const items = menu.categories.flatMap((category) => category.items);
  const available = items.filter((item) => item.availability === 'Available');
  const withOptions = available.find((item) => item.selectors.some((group) => group.min > 0));
  const plain = available.find((item) => item !== withOptions);
  if (!withOptions || !plain) throw new Error('The demo menu has too few available items');

  const orderBody = {
    accountId,
    kind: 'restaurant',
    businessId,
    branchId,
    identifier: code.identifier,
    fulfilment: { type: 'dine-in' },
    customer: {
      firstName: 'Bench',
      lastName: 'Runner',
      mobileNo: '9876543210',
      emailAddress: 'bench.runner@example.com',
    },
    lines: [lineFor(withOptions, 2), lineFor(plain, 1)],
    tipPercentage: 0,
  };
  return {
    owner,
    accountId,
    businessId,
    branchId,
    identifier: code.identifier,
    shortPath: `/q/${code.shortCode}`,
    menuPath,
    menuApiPath,
    orderBody,
    menuShape: {
      items: items.length,
      bytes: Buffer.byteLength(menuText),
    },
  };
}

/** Places one order through the public API (a fresh idempotency key) and returns it. */
export async function placeOrder(
  baseUrl: string,
  body: Record<string, unknown>,
): Promise<{ id: string; version: number }> {
  const response = await fetch(`${baseUrl}/api/v1/public/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, idempotencyKey: randomUUID() }),
  });
  const text = await response.text();
  if (response.status !== 201)
    throw new Error(`placing an order answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as { id: string; version: number };
}
