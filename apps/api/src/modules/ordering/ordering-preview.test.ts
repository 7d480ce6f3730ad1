import { beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@scanorder/shared/business/hours';
import type { OrderingPreview } from '@scanorder/shared/ordering/ordering-preview';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { databaseKinds, signUpVerifiedOwner, TestClient, uniqueIp } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { addItem, menuUrl, paneerTikka, setUpStore } from '../../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const BASE = '/api/v1/businesses/restaurant';

/** 11:00-23:00 every day but Monday (the evening: dinner ends at 22:00). */
const elevenToEleven = WEEKDAYS.map((day) => ({
  day,
  closed: day === 'Monday',
  intervals: [{ open: '11:00', close: '23:00' }],
}));

describe.each(databaseKinds)('ordering preview on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', {
    store: {
      hours: elevenToEleven,
      closures: [{ startDate: '2026-12-25', endDate: null, reason: 'Christmas' }],
    },
  });
  const preview = async (query: string) => {
    const response = await shop.owner.client.get(
      `${BASE}/ordering-preview?branchId=${shop.store.branchId}${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderingPreview>();
  };

  beforeAll(async () => {
    await addItem(shop.owner.client, 'restaurant', paneerTikka());
    await put(shop.owner.client, `${BASE}/menu-type-hours`, {
      breakfast: { open: '08:00', close: '11:30' },
      lunch: { open: '11:30', close: '17:00' },
      dinner: { open: '18:30', close: '22:00' },
      isBreakFastEnabled: false,
      isLunchEnabled: true,
      isDinnerEnabled: true,
    });
  });

  it('says for a day and time whether guests can order and which rule decides', async () => {
    // 2026-11-24 is a Tuesday; the business is in Asia/Kolkata.
    expect(await preview('&date=2026-11-24&time=19:00')).toMatchObject({
      date: '2026-11-24',
      time: '19:00',
      timeZone: 'Asia/Kolkata',
      at: '2026-11-24T13:30:00.000Z',
      canOrder: true,
      rule: 'open',
    });
    expect(await preview('&date=2026-11-24&time=22:30')).toMatchObject({
      canOrder: false,
      rule: 'menu-type-hours',
      customerMessage: 'Closed now.',
    });
    expect((await preview('&date=2026-11-24&time=23:30')).rule).toBe('opening-hours');
    expect((await preview('&date=2026-11-23&time=19:00')).rule).toBe('opening-hours');
    expect(await preview('&date=2026-12-25&time=19:00')).toMatchObject({
      rule: 'closure',
      customerMessage: 'Closed today: Christmas.',
    });
  });

  it('agrees with the customer menu now, and names a pause and an out-of-operation branch', async () => {
    const customer = new TestClient(shop.test.app, uniqueIp());
    const menu = (await customer.get(menuUrl(shop.store))).json<PublicMenu>();
    const now = await preview('');
    expect(now.canOrder).toBe(menu.status.open);
    expect(now.reason).toBe(menu.status.reason);

    await put(shop.owner.client, `${BASE}/status`, { takingOrders: false });
    expect(await preview('&date=2026-11-24&time=19:00')).toMatchObject({
      canOrder: false,
      rule: 'paused',
      customerMessage: 'This store is not taking orders right now.',
    });
    await put(shop.owner.client, `${BASE}/status`, { takingOrders: true });

    const away = await shop.owner.client.request({
      method: 'PUT',
      url: `${BASE}/branches/${shop.store.branchId}/operation`,
      payload: { outOfOperation: true, reason: 'Repairs', until: null },
    });
    expect(away.statusCode, away.body).toBe(200);
    expect(await preview('&date=2026-11-24&time=19:00')).toMatchObject({
      rule: 'out-of-operation',
      customerMessage: 'This branch is out of operation: Repairs.',
    });
  });

  it('refuses bad input with a clear 400 and another account with 404', async () => {
    const bad = await shop.owner.client.get(
      `${BASE}/ordering-preview?branchId=${shop.store.branchId}&time=25:00`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ field: 'time', message: 'Time must be HH:MM' });
    const noBranch = await shop.owner.client.get(`${BASE}/ordering-preview`);
    expect(noBranch.statusCode).toBe(400);

    const other = await signUpVerifiedOwner(shop.test);
    await setUpStore(other.client, 'restaurant');
    const stolen = await other.client.get(
      `${BASE}/ordering-preview?branchId=${shop.store.branchId}&date=2026-11-24&time=19:00`,
    );
    expect(stolen.statusCode).toBe(404);
    const visitor = new TestClient(shop.test.app, uniqueIp());
    expect(
      (await visitor.get(`${BASE}/ordering-preview?branchId=${shop.store.branchId}`)).statusCode,
    ).toBe(401);
  });

  it('starts a new restaurant with Dine-in on, so its table QR code offers Dine-in', async () => {
    const fresh = await signUpVerifiedOwner(shop.test);
    const created = await put(fresh.client, BASE, {
      businessOwnerLegalName: 'Asha Verma',
      businessName: 'Corner Dosa House',
      businessType: 'Local Store',
      businessDescription: 'A new restaurant, nothing changed on PICKUP/DELIVERY.',
      countryCode: '+91',
      mobileNo: '9876543210',
      whatsAppSameAsMobileNo: true,
      menuCurrency: 'INR',
      timeZone: 'Asia/Kolkata',
    });
    expect(created.statusCode).toBe(201);
    const business = created.json<{
      pickupDelivery: { dineInEnabled: boolean };
      completeSetup: { missing: string[] };
    }>();
    expect(business.pickupDelivery.dineInEnabled).toBe(true);
    expect(business.completeSetup.missing).not.toContain('fulfilment');
  });
});
