import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '@scanorder/shared/web/early-taps';
import type { Order, PlaceOrderRequest } from '@scanorder/shared/ordering/place-order';
import { databaseKinds, signUpVerifiedOwner, TestClient, uniqueIp } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import {
  addItem,
  basmatiRice,
  localDateIn,
  orderRequest,
  paneerTikka,
  setUpStore,
  type Store,
} from '../../../test/ordering-fixtures.ts';
import { LOCALE_COOKIE } from '@scanorder/shared/i18n/locales';
import { SERVER_COOKIES } from '@scanorder/shared/legal/cookies';
import { pageData, STYLE } from '../../../test/customer-web-dist.ts';
import { useOwner } from '../../../test/owner-store.ts';

const menuPath = (store: Store, identifier = 'Table 1', query = '') =>
  `/${store.accountId}/${store.kind}/${store.businessId}/store/${store.branchId}/identity/${encodeURIComponent(identifier)}/menu${query}`;

describe.each(databaseKinds)('server-rendered customer pages on %s', (kind) => {
  const world = useOwner(kind, { webDist: true });
  let restaurant: Store;
  let grocery: Store;
  let customer: TestClient;
  let tikka: Awaited<ReturnType<typeof addItem>>;
  let riceId: string;

  beforeAll(async () => {
    const { owner } = world;
    restaurant = await setUpStore(owner.client, 'restaurant');
    tikka = await addItem(owner.client, 'restaurant', paneerTikka());
    grocery = await setUpStore(owner.client, 'grocery');
    riceId = (await addItem(owner.client, 'grocery', basmatiRice())).id;
    await addItem(owner.client, 'grocery', {
      category: 'Dairy & Eggs',
      name: 'Paneer Block',
      description: 'Fresh paneer, 200 g.',
      priceMinor: 9_500,
    });
    customer = new TestClient(world.test.app, uniqueIp());
  });

  it('renders the restaurant menu with its prices, before any script', async () => {
    const response = await customer.get(menuPath(restaurant));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<h1');
    expect(html).toContain('Spice Route Kitchen');
    expect(html).toContain('Main Street');
    expect(html).toContain('Table 1');
    expect(html).toContain('Paneer Tikka');
    expect(html).toContain('₹249.00');
    expect(html).toContain('Popular');
    expect(html).toContain('Allergens: Milk');
    // The stylesheet is inlined; the one script is the entry, a module after the page itself (low
    // fetch priority), which fetches React and the menu's chunk once the page is on screen: the
    // HTML names no other chunk. The one inline script remembers taps until then, allowed by
    // the hash of exactly its text.
    expect(html).toContain(`<style>${STYLE}</style>`);
    expect(html).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/customer-test.js">',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('customer-react-test.js');
    expect(html).not.toContain('menu-page-test.js');
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toEqual([EARLY_TAPS_SCRIPT]);
    expect(html.match(/<script(?![^>]*(type="module"|type="application\/json"))/g)).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(
      `script-src 'self' 'sha256-${hash}';`,
    );
    expect(inline[0]!.length).toBeLessThan(400);
  });

  it('embeds the data it rendered, for hydration', async () => {
    const html = (await customer.get(menuPath(restaurant))).body;
    const data = pageData(html) as {
      kind: string;
      menu: { business: { id: string }; categories: { items: { id: string }[] }[] };
      ordering: { canOrder: boolean; canSchedule: boolean };
      storage: { cartKey: string; pendingKey: string };
    };
    expect(data.kind).toBe('menu');
    expect(data.menu.business.id).toBe(restaurant.businessId);
    expect(
      data.menu.categories.flatMap((category) => category.items.map((item) => item.id)),
    ).toEqual([tikka.id]);
    expect(data.ordering).toEqual({ canOrder: true, canSchedule: true });
    // No pickup slots in the page: the checkout fetches a day's times when a pickup is scheduled.
    expect(data.menu).not.toHaveProperty('pickupSlots');
    expect(html).not.toContain('startsAt');
    expect(data.storage.cartKey).toBe(
      `scanorder.cart.${restaurant.accountId}.${restaurant.businessId}.${restaurant.branchId}`,
    );
  });

  it('keeps the embedded data inert and intact whatever the owner typed', async () => {
    const tricky = await addItem(world.owner.client, 'restaurant', {
      ...paneerTikka(),
      name: 'Tikka </script><script>x()',
      description: 'Line\u2028separator <!-- and a comment --> in the description.',
    });
    const html = (await customer.get(menuPath(restaurant))).body;
    expect(html).not.toContain('</script><script>x()');
    const data = pageData(html) as {
      menu: { categories: { items: { name: string; description: string }[] }[] };
    };
    const names = data.menu.categories.flatMap((category) =>
      category.items.map((item) => item.name),
    );
    expect(names).toContain('Tikka </script><script>x()');
    expect(
      data.menu.categories.flatMap((c) => c.items).find((item) => item.name.startsWith('Tikka'))
        ?.description,
    ).toContain('\u2028');
    await world.owner.client.request({
      method: 'DELETE',
      url: `/api/v1/businesses/restaurant/menu-items/${tricky.id}`,
    });
  });

  it('shows unavailable items greyed with their label and leaves hidden ones out', async () => {
    const soldOut = await addItem(world.owner.client, 'restaurant', {
      ...paneerTikka(),
      name: 'Masala Dosa',
    });
    const secret = await addItem(world.owner.client, 'restaurant', {
      ...paneerTikka(),
      name: 'Secret Curry',
    });
    const base = '/api/v1/businesses/restaurant/menu-items';
    await put(world.owner.client, `${base}/${soldOut.id}/availability`, {
      availability: 'Not Available Indefinitely',
    });
    await put(world.owner.client, `${base}/${secret.id}/availability`, {
      availability: 'Hidden from Menu',
    });
    const html = (await customer.get(menuPath(restaurant))).body;
    expect(html).toContain('Masala Dosa');
    expect(html).toContain('Not Available Indefinitely');
    expect(html).not.toContain('Secret Curry');
    expect(html).not.toContain('aria-label="Add Masala Dosa"');
    expect(html).toContain('aria-label="Add Paneer Tikka"');
  });

  it('prefills nothing but names the identifier of the URL when no QR code has it', async () => {
    const html = (await customer.get(menuPath(restaurant, 'Counter 9'))).body;
    expect(html).toContain('Counter 9');
    expect((pageData(html) as { menu: { qrCode: unknown } }).menu.qrCode).toBeNull();
  });

  it('renders a grocery search without script (a GET form)', async () => {
    const all = (await customer.get(menuPath(grocery, 'Counter'))).body;
    expect(all).toContain('Basmati Rice');
    expect(all).toContain('Paneer Block');
    expect(all).toContain('From $550.00');
    expect(all).toContain('role="search"');
    const found = await customer.get(menuPath(grocery, 'Counter', '?search=rice'));
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('Basmati Rice');
    expect(found.body).not.toContain('Paneer Block');
    expect(found.body).toContain('value="rice"');
    expect((pageData(found.body) as { search: string }).search).toBe('rice');
  });

  it('shows a clear notice on a closed menu and still lets a pickup be scheduled', async () => {
    const closedOwner = await signUpVerifiedOwner(world.test);
    const closed = await setUpStore(closedOwner.client, 'restaurant', {
      closures: [
        { startDate: localDateIn({ timeZone: 'Asia/Kolkata' }), endDate: null, reason: 'Pongal' },
      ],
    });
    await addItem(closedOwner.client, 'restaurant', paneerTikka());
    const html = (await customer.get(menuPath(closed))).body;
    expect(html).toContain('Closed today: Pongal.');
    expect(html).toContain('You can still schedule a pickup for a later time.');
    expect(html).toContain('₹249.00');
    expect((pageData(html) as { ordering: unknown }).ordering).toEqual({
      canOrder: true,
      canSchedule: true,
    });
  });

  it('answers an unknown business, branch, code or malformed address with the not-active page, never a dead end', async () => {
    const unknown = [
      menuPath({ ...restaurant, businessId: '00000000-0000-4000-8000-000000000000' }),
      menuPath({ ...restaurant, branchId: '00000000-0000-4000-8000-000000000000' }),
      menuPath({ ...restaurant, kind: 'grocery' }),
      `/${restaurant.accountId}/restaurant/not-a-uuid/store/${restaurant.branchId}/identity/T1/menu`,
      `/not-an-account/restaurant/${restaurant.businessId}/store/${restaurant.branchId}/identity/T1/menu`,
      `/${restaurant.accountId}/bakery/${restaurant.businessId}/store/${restaurant.branchId}/identity/T1/menu`,
      menuPath(restaurant, 'x'.repeat(60)),
    ];
    for (const url of unknown) {
      const response = await customer.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('This QR code is not active');
      expect(response.body, url).toContain('ask the staff');
      expect(response.body, url).not.toContain('scanorder-customer-data');
      expect(response.body, url).not.toContain('<script');
    }
    // A branch that is gone leaves its business: the page wears the business's name.
    const branchGone = await customer.get(
      menuPath({ ...restaurant, branchId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(branchGone.body).toContain('Spice Route Kitchen');
    // A business that is gone (or another account's) shows nothing of anyone's.
    const businessGone = await customer.get(
      menuPath({ ...restaurant, businessId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(businessGone.body).not.toContain('Spice Route Kitchen');
    // A scanned short link nobody knows: the same page, in the guest's language.
    const code = await customer.request({
      method: 'GET',
      url: '/q/zzzzzzzz',
      headers: { 'accept-language': 'ar,en;q=0.5' },
    });
    expect(code.statusCode).toBe(404);
    expect(code.body).toContain('<html lang="ar" dir="rtl">');
    expect(code.body).toContain('رمز QR هذا غير مفعّل');
  });

  it('answers a guest link mangled on the way (a broken escape, an over-long segment) with its page, not JSON', async () => {
    const { accountId, businessId, branchId } = restaurant;
    const order = `/${accountId}/restaurant/order`;
    const pages = [
      ['/q/T%E0%A4%A', 'This QR code is not active'],
      [`/q/${'x'.repeat(101)}`, 'This QR code is not active'],
      [
        `/${accountId}/restaurant/${businessId}/store/${branchId}/identity/T%E0%A4%A/menu?page=2`,
        'This QR code is not active',
      ],
      [`${order}/%ff/order/details`, 'PAGE NOT FOUND'],
      [`${order}/%ff/order/receipt`, 'PAGE NOT FOUND'],
      [`${order}/${randomUUID()}/bill/receipt/%ff`, 'PAGE NOT FOUND'],
    ] as const;
    for (const [url, text] of pages) {
      const response = await customer.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain(text);
      expect(String(response.headers['content-security-policy']), url).toContain(
        "script-src 'self'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    // In the language the guest's device remembers, as every guest page.
    const remembered = await customer.request({
      method: 'GET',
      url: '/q/T%E0%A4%A',
      headers: { cookie: `${LOCALE_COOKIE}=ar` },
    });
    expect(remembered.body).toContain('<html lang="ar" dir="rtl">');
    expect(remembered.body).toContain('رمز QR هذا غير مفعّل');
    const chosen = await customer.get('/q/T%E0%A4%A?lang=ar');
    expect(chosen.body).toContain('<html lang="ar" dir="rtl">');
    // Anything but a guest page's address keeps the error envelope.
    for (const [method, url] of [
      ['POST', '/q/T%E0%A4%A'],
      ['GET', '/api/v1/public/menus/%E0%A4%A'],
      ['GET', `/${accountId}/restaurant/%ff`],
    ] as const) {
      const response = await customer.request({ method, url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: { code: 'FST_ERR_BAD_URL', message: 'This address is not valid.' },
      });
    }
  });

  it('renders the menu in the language the browser asks for, and remembers one chosen on the page', async () => {
    const guest = new TestClient(world.test.app, uniqueIp());
    const hindi = await guest.request({
      method: 'GET',
      url: menuPath(restaurant),
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(hindi.body).toContain('<html lang="hi" dir="ltr">');
    expect(hindi.body).toContain('जोड़ें');
    expect(hindi.headers.vary).toContain('Accept-Language');
    const chosen = await guest.get(`${menuPath(restaurant)}?lang=de`);
    expect(chosen.body).toContain('<html lang="de" dir="ltr">');
    expect(chosen.cookies.find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('de');
    // The Privacy Policy lists it.
    expect(SERVER_COOKIES.map((cookie) => cookie.name)).toContain(LOCALE_COOKIE);
    // The next page, without asking, is German: the cookie travels with the browser.
    const next = await guest.get(menuPath(restaurant));
    expect(next.body).toContain('<html lang="de" dir="ltr">');
  });

  /** The customer's order of `quantity` paneer tikka at the restaurant, at spice level `spice`. */
  const orderTikka = async (
    quantity: number,
    spice: number,
    overrides: Partial<PlaceOrderRequest> = {},
  ) => {
    const spiceLevel = tikka.selectors[0]!;
    const placed = await customer.post(
      '/api/v1/public/orders',
      orderRequest(restaurant, {
        lines: [
          {
            menuItemId: tikka.id,
            quantity,
            options: [{ groupId: spiceLevel.id, optionId: spiceLevel.options[spice]!.id }],
          },
        ],
        ...overrides,
      }),
    );
    expect(placed.statusCode).toBe(201);
    return placed.json<Order>();
  };

  it('renders the order details page with the stepper, reference and Total Price', async () => {
    const order = await orderTikka(2, 1, { tipPercentage: 10 });
    const url = `/${restaurant.accountId}/restaurant/order/${order.id}/order/details`;
    const response = await customer.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain('ORDER ID:');
    expect(html).toContain(order.reference);
    expect(html).toContain('Reference No: #');
    expect(html).toContain(order.id);
    expect(html).toContain('Order Placed');
    expect(html).toContain('Order Ready for Pickup');
    expect(html).toContain('Branch Name:');
    expect(html).toContain('MAIN STREET - TABLE 1');
    expect(html).toContain('Carryout Address');
    expect(html).toContain('Total Price:');
    expect(html).toContain('Asha Raman'.split(' ')[0]);
    expect(html).toContain('/assets/customer-test.js');
    expect(html).not.toContain('menu-page-test.js');
    const data = pageData(html) as { kind: string; order: Order };
    expect(data.kind).toBe('order');
    expect(data.order.totals.totalMinor).toBe(order.totals.totalMinor);
    expect(html).toContain(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
        order.totals.totalMinor / 100,
      ),
    );
  });

  it("says in the spec's words what failed when the server cannot read the order or the menu", async () => {
    const placed = await customer.post(
      '/api/v1/public/orders',
      orderRequest(grocery, { lines: [{ menuItemId: riceId, quantity: 1 }] }),
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    const { db } = world.test.deps.database;
    await db.execute(sql`alter table orders rename to orders_unreadable`);
    try {
      const page = await customer.get(
        `/${grocery.accountId}/grocery/order/${order.id}/order/details`,
      );
      expect(page.statusCode).toBe(500);
      expect(page.body).toContain('Server Error While retrieving Customer Order Records');
    } finally {
      await db.execute(sql`alter table orders_unreadable rename to orders`);
    }
    await db.execute(sql`alter table menu_items rename to menu_items_unreadable`);
    try {
      const menu = await customer.get(menuPath(grocery, 'Counter', '?search=unreadable'));
      expect(menu.statusCode).toBe(500);
      expect(menu.body).toContain('Server Error While query Grocery menu records');
    } finally {
      await db.execute(sql`alter table menu_items_unreadable rename to menu_items`);
    }
  });

  it('refuses an order page under another account or kind, or an unknown order', async () => {
    const order = await orderTikka(1, 0);
    const other = await signUpVerifiedOwner(world.test);
    const otherStore = await setUpStore(other.client, 'restaurant');
    for (const url of [
      `/${otherStore.accountId}/restaurant/order/${order.id}/order/details`,
      `/${restaurant.accountId}/grocery/order/${order.id}/order/details`,
      `/${restaurant.accountId}/restaurant/order/00000000-0000-4000-8000-000000000000/order/details`,
      `/${restaurant.accountId}/restaurant/order/nope/order/details`,
    ]) {
      const response = await customer.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('PAGE NOT FOUND');
      expect(response.body, url).not.toContain(order.customer.emailAddress);
    }
  });
});
