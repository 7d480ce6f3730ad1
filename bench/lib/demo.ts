import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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
        // The header the web app sends on every call (@scanorder/shared/http/request-header).
        'x-scanorder-request': '1',
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
  const { items, orderBody, menuText } = await benchOrderOf(baseUrl, menuApiPath, {
    accountId,
    businessId,
    branchId,
    identifier: code.identifier,
  });
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

/**
 * The bench's order from a public menu: two of one item with a required choice and one plain item
 * (the first available of each), dine-in, no tip.
 */
async function benchOrderOf(
  baseUrl: string,
  menuApiPath: string,
  at: { accountId: string; businessId: string; branchId: string; identifier: string },
) {
  const response = await fetch(`${baseUrl}${menuApiPath}`);
  const menuText = await response.text();
  if (!response.ok) throw new Error(`${menuApiPath} answered ${response.status}: ${menuText}`);
  const menu = JSON.parse(menuText) as PublicMenu;
  const items = menu.categories.flatMap((category) => category.items);
  const available = items.filter((item) => item.availability === 'Available');
  const withOptions = available.find((item) => item.selectors.some((group) => group.min > 0));
  const plain = available.find((item) => item !== withOptions);
  if (!withOptions || !plain) throw new Error(`The menu of ${menuApiPath} has too few items`);
  const orderBody: Record<string, unknown> = {
    accountId: at.accountId,
    kind: 'restaurant',
    businessId: at.businessId,
    branchId: at.branchId,
    identifier: at.identifier,
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
  return { items, orderBody, menuText, ordered: [withOptions.id, plain.id] };
}

/** The newest link of the newest mail to `to` in a server's outbox (no SMTP_URL: mail is filed). */
async function mailLink(dataDir: string, to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const raw = await fs.readFile(path.join(outbox, file), 'utf8');
      if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
      const body = raw
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n');
      const link = /https?:\/\/[^\s"<>]+/.exec(body);
      if (link) return link[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} in ${outbox}`);
}

/** A restaurant of its own account, set up like the demo one, and the bench order for it. */
export interface TenantRestaurant {
  accountId: string;
  businessId: string;
  branchId: string;
  orderBody: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const withoutIds = (groups: unknown) =>
  (groups as (Json & { options: Json[] })[]).map(({ id: _group, options, ...group }) => ({
    ...group,
    options: options.map(({ id: _option, ...option }) => option),
  }));

/**
 * One more restaurant owner, made the way a customer of ScanOrder makes one: signs up through the
 * API, follows the emailed verification link, signs in, and sets up a restaurant open around the
 * clock with the demo's opening settings, pickup and delivery, order settings, one branch, the two
 * menu items the bench orders (copied from the demo menu) and a "Table 1" QR code.
 */
async function prepareTenantRestaurant(
  server: { url: string; dataDir: string },
  demo: DemoRestaurant,
  demoBusiness: Json,
  demoItems: Json[],
  index: number,
): Promise<TenantRestaurant> {
  const email = `bench-tenant-${index}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Bench@1234';
  const owner = new Client(server.url);
  await owner.request('POST', '/api/auth/sign-up/email', {
    email,
    password,
    name: `Bench Owner ${index}`,
    firstName: 'Bench',
    lastName: `Owner ${index}`,
    serviceName: 'Restaurant',
    agreeToTerms: true,
    termsVersion: 'April 21, 2024',
    callbackURL: '/signin',
  });
  const link = new URL(await mailLink(server.dataDir, email));
  await owner.request('GET', link.pathname + link.search);
  await owner.request('POST', '/api/auth/sign-in/email', { email, password });

  const base = '/api/v1/businesses/restaurant';
  const business = await owner.request<{ id: string }>('PUT', base, {
    businessOwnerLegalName: 'Bench Owner',
    businessName: `Bench Bistro ${index + 1}`,
    businessType: 'Local Store',
    businessDescription: 'A restaurant the bench orders from, set up like the demo one.',
    countryCode: '+91',
    mobileNo: '9876543210',
    whatsAppSameAsMobileNo: true,
    menuCurrency: demoBusiness.menuCurrency,
    timeZone: demoBusiness.timeZone,
  });
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  await owner.request('PUT', `${base}/hours`, {
    hours: days.map((day) => ({
      day,
      closed: false,
      intervals: [{ open: '00:00', close: '24:00' }],
    })),
  });
  await owner.request('PUT', `${base}/menu-type-hours`, demoBusiness.menuTypeHours);
  await owner.request('PUT', `${base}/pickup-delivery`, demoBusiness.pickupDelivery);
  await owner.request('PUT', `${base}/order-settings`, demoBusiness.orderSettings);
  const branch = await owner.request<{ id: string }>('POST', `${base}/branches`, {
    name: 'Main Street',
  });
  for (const item of demoItems)
    await owner.request('POST', `${base}/menu-items`, {
      category: item.category,
      name: item.name,
      description: item.description,
      priceMinor: item.priceMinor,
      taxEnabled: item.taxEnabled,
      taxPercentage: item.taxPercentage,
      tags: item.tags,
      allergens: item.allergens,
      modifiers: withoutIds(item.modifiers),
      selectors: withoutIds(item.selectors),
      incrementors: withoutIds(item.incrementors),
    });
  await owner.request('POST', `${base}/qr-codes`, {
    branchId: branch.id,
    identifier: demo.identifier,
    description: 'Window side',
  });
  const me = await owner.get<{ account: { id: string } }>('/api/v1/me');
  const at = {
    accountId: me.account.id,
    businessId: business.id,
    branchId: branch.id,
    identifier: demo.identifier,
  };
  const menuApiPath = `/api/v1/public/menus/${at.accountId}/restaurant/${at.businessId}/branches/${at.branchId}?identifier=${encodeURIComponent(at.identifier)}`;
  const { orderBody } = await benchOrderOf(server.url, menuApiPath, at);
  return { accountId: at.accountId, businessId: at.businessId, branchId: at.branchId, orderBody };
}

/**
 * `count` restaurants of as many accounts, each set up like the demo restaurant (see
 * `prepareTenantRestaurant`), made a few at a time.
 */
export async function prepareTenantRestaurants(
  server: { url: string; dataDir: string },
  demo: DemoRestaurant,
  count: number,
): Promise<TenantRestaurant[]> {
  const base = '/api/v1/businesses/restaurant';
  const demoBusiness = await demo.owner.get<Json>(base);
  const { ordered } = await benchOrderOf(server.url, demo.menuApiPath, demo);
  const demoItems = await Promise.all(
    ordered.map((id) => demo.owner.get<Json>(`${base}/menu-items/${id}`)),
  );
  const restaurants: TenantRestaurant[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++)
      restaurants[index] = await prepareTenantRestaurant(
        server,
        demo,
        demoBusiness,
        demoItems,
        index,
      );
  };
  await Promise.all(Array.from({ length: Math.min(4, count) }, worker));
  return restaurants;
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
