import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_SETTINGS } from '@scanorder/shared/business/settings';
import { DEFAULT_GUEST_DETAILS } from '@scanorder/shared/ordering/guest-details';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { databaseKinds, TestClient, uniqueIp } from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { addItem, orderRequest, paneerTikka, readMenu } from '../../../test/ordering-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

const PLACE = '/api/v1/public/orders';
const SETTINGS = '/api/v1/businesses/restaurant/order-settings';

describe.each(databaseKinds)('guest details asked at checkout on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', {
    env: { ORDER_RATE_LIMIT_MAX: '80' },
    store: {
      pickupDelivery: { selfDeliveryEnabled: true },
    },
  });
  let tikka: Awaited<ReturnType<typeof addItem>>;
  let guest: TestClient;

  beforeAll(async () => {
    tikka = await addItem(shop.owner.client, 'restaurant', paneerTikka());
    guest = new TestClient(shop.test.app, uniqueIp());
  });

  const line = () => ({
    menuItemId: tikka.id,
    quantity: 1,
    options: [{ groupId: tikka.selectors[0]!.id, optionId: tikka.selectors[0]!.options[0]!.id }],
  });
  const saveGuestDetails = (guestDetails: unknown) =>
    put(shop.owner.client, SETTINGS, { ...DEFAULT_ORDER_SETTINGS, guestDetails });

  it('shows the guest the setting, dine-in asking a first name only by default', async () => {
    const menu = await readMenu(guest, shop.store);
    expect(menu.orderSettings.guestDetails).toEqual(DEFAULT_GUEST_DETAILS);
  });

  it('takes a dine-in order with a first name only', async () => {
    const response = await guest.post(
      PLACE,
      orderRequest(shop.store, {
        fulfilment: { type: 'dine-in' },
        customer: { firstName: 'Asha' },
        lines: [line()],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Order>().customer).toMatchObject({
      firstName: 'Asha',
      lastName: '',
      mobileNo: '',
      emailAddress: '',
    });
  });

  it('still checks a detail it does not ask for when one is sent', async () => {
    const response = await guest.post(
      PLACE,
      orderRequest(shop.store, {
        fulfilment: { type: 'dine-in' },
        customer: { firstName: 'Asha', emailAddress: 'not-an-email' },
        lines: [line()],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter a valid email');
  });

  it('refuses a pickup without the details the business requires, naming the field', async () => {
    const response = await guest.post(
      PLACE,
      orderRequest(shop.store, { customer: { firstName: 'Asha' }, lines: [line()] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Last name field is required',
      field: 'customer.lastName',
    });
  });

  it('follows what the owner chooses: optional details may be left out, given ones are checked', async () => {
    const saved = await saveGuestDetails({
      ...DEFAULT_GUEST_DETAILS,
      pickup: {
        firstName: 'required',
        lastName: 'hidden',
        mobileNo: 'optional',
        emailAddress: 'required',
      },
    });
    expect(saved.statusCode).toBe(200);
    const placed = await guest.post(
      PLACE,
      orderRequest(shop.store, {
        customer: { firstName: 'Asha', emailAddress: 'asha@example.com' },
        lines: [line()],
      }),
    );
    expect(placed.statusCode).toBe(201);
    const badMobile = await guest.post(
      PLACE,
      orderRequest(shop.store, {
        customer: { firstName: 'Asha', emailAddress: 'asha@example.com', mobileNo: '12' },
        lines: [line()],
      }),
    );
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().error.message).toBe('Please enter valid Mobile no');
    const noEmail = await guest.post(
      PLACE,
      orderRequest(shop.store, { customer: { firstName: 'Asha' }, lines: [line()] }),
    );
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error).toMatchObject({
      message: 'Email field is required',
      field: 'customer.emailAddress',
    });
  });

  it('refuses a setting below the floor: a first name always, a mobile number for delivery', async () => {
    const noMobile = await saveGuestDetails({
      ...DEFAULT_GUEST_DETAILS,
      delivery: { ...DEFAULT_GUEST_DETAILS.delivery, mobileNo: 'optional' },
    });
    expect(noMobile.statusCode).toBe(400);
    expect(JSON.stringify(noMobile.json())).toContain(
      'Mobile number is always required for delivery',
    );
    const noName = await saveGuestDetails({
      ...DEFAULT_GUEST_DETAILS,
      'dine-in': { ...DEFAULT_GUEST_DETAILS['dine-in'], firstName: 'hidden' },
    });
    expect(noName.statusCode).toBe(400);
    expect(JSON.stringify(noName.json())).toContain('First name is always required for dine-in');
    const unknownMode = await saveGuestDetails({
      ...DEFAULT_GUEST_DETAILS,
      pickup: { ...DEFAULT_GUEST_DETAILS.pickup, lastName: 'sometimes' },
    });
    expect(unknownMode.statusCode).toBe(400);
  });

  it('still refuses a dine-in order with no first name', async () => {
    const response = await guest.post(
      PLACE,
      orderRequest(shop.store, {
        fulfilment: { type: 'dine-in' },
        customer: { firstName: '' },
        lines: [line()],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('First name field is required');
  });
});

describe.each(databaseKinds)('default options on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant');

  it('keeps the options an owner marks as defaults and shows them to the guest', async () => {
    const item = paneerTikka();
    const [spice] = item.selectors;
    const saved = await addItem(shop.owner.client, 'restaurant', {
      ...item,
      selectors: [
        {
          ...spice,
          options: [
            { value: 'Mild', additionalPriceMinor: 0, allergens: [] },
            { value: 'Hot', additionalPriceMinor: 500, allergens: [], isDefault: true },
          ],
        },
      ],
    });
    const menu = await readMenu(new TestClient(shop.test.app, uniqueIp()), shop.store);
    const shown = menu.categories
      .flatMap((category) => category.items)
      .find((i) => i.id === saved.id);
    expect(shown?.selectors[0]?.options.map((option) => option.isDefault ?? false)).toEqual([
      false,
      true,
    ]);
  });

  it('refuses more defaults than a group lets a guest choose', async () => {
    const item = paneerTikka();
    const response = await shop.owner.client.post('/api/v1/businesses/restaurant/menu-items', {
      ...item,
      selectors: [
        {
          name: 'Spice level',
          min: 1,
          max: 1,
          options: [
            { value: 'Mild', additionalPriceMinor: 0, allergens: [], isDefault: true },
            { value: 'Hot', additionalPriceMinor: 500, allergens: [], isDefault: true },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(
      'Default options cannot be more than Maximum',
    );
  });
});
