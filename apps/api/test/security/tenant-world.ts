import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { groceryDetails, put, restaurantDetails } from '../business-fixtures.ts';
import {
  createMemberOf,
  latestMailLink,
  signUpVerifiedOwner,
  TestClient,
  uniqueEmail,
  uniqueIp,
  type OwnerFixture,
  type TestApp,
} from '../harness.ts';
import {
  addItem,
  basmatiRice,
  orderRequest,
  paneerTikka,
  setUpStore,
} from '../ordering-fixtures.ts';

export const KINDS: BusinessKind[] = ['restaurant', 'grocery'];

export interface KindData {
  businessId: string;
  branchId: string;
  itemId: string;
  /** An option group of the item and one of its options (restaurant) or a variant (grocery). */
  groupId: string;
  optionId: string;
  qrId: string;
  shortCode: string;
  orderId: string;
  pin: string;
}

/** One account with a bit of everything, made through the API as its owner would. */
export interface Tenant {
  owner: OwnerFixture;
  client: TestClient;
  accountId: string;
  userId: string;
  kinds: Record<BusinessKind, KindData>;
  memberId: string;
  memberUserId: string;
  invitedMemberId: string;
  inviteToken: string;
  checkoutSessionId: string;
  payoutAccountId: string;
  /** A shared option group of the restaurant, attached to its item (decision 035). */
  sharedGroupId: string;
  /** Words only this account's data contains: no response to another account may show them. */
  markers: string[];
}

async function ok<T>(
  response: Promise<{ statusCode: number; body: string; json<R>(): R }>,
  what: string,
): Promise<T> {
  const result = await response;
  if (result.statusCode >= 300) throw new Error(`${what}: ${result.statusCode} ${result.body}`);
  return result.json<T>();
}

/** `label` (e.g. 'Alpha') is written into names, so leaks are easy to spot. */
export async function createTenant(test: TestApp, label: string): Promise<Tenant> {
  const owner = await signUpVerifiedOwner(test, { serviceName: 'Restaurant', ip: uniqueIp() });
  const { client } = owner;
  const me = await ok<{ account: { id: string }; user: { id: string } }>(
    client.get('/api/v1/me'),
    'me',
  );
  const markers = [`${label}Kitchen`, `${label}Basket`, `${label}Paneer`, `${label}Rice`];
  const kinds = {} as Record<BusinessKind, KindData>;
  for (const kind of KINDS) {
    const store = await setUpStore(client, kind, { branchName: `${label} Street` });
    await ok(
      put(client, `/api/v1/businesses/${kind}`, {
        ...(kind === 'restaurant' ? restaurantDetails() : groceryDetails()),
        businessName: kind === 'restaurant' ? markers[0] : markers[1],
      }),
      `${kind} name`,
    );
    const item = await addItem(
      client,
      kind,
      kind === 'restaurant' ? paneerTikka({ name: markers[2] }) : basmatiRice({ name: markers[3] }),
    );
    const group = kind === 'restaurant' ? item.modifiers[0]! : undefined;
    const qr = await ok<{ id: string; shortCode: string }>(
      client.post(`/api/v1/businesses/${kind}/qr-codes`, {
        branchId: store.branchId,
        identifier: `${label} Table`.slice(0, 20),
        description: 'Window seat',
      }),
      `${kind} qr`,
    );
    const pin = label === 'Alpha' ? '13579' : '24680';
    await ok(
      put(client, `/api/v1/businesses/${kind}/branches/${store.branchId}/pin`, { pin }),
      `${kind} pin`,
    );
    const order = await ok<Order>(
      new TestClient(test.app, uniqueIp()).post(
        '/api/v1/public/orders',
        orderRequest(store, {
          customer: {
            firstName: `${label}Customer`,
            lastName: 'Raman',
            mobileNo: '919876543210',
            emailAddress: 'asha@example.com',
          },
          lines: [
            kind === 'restaurant'
              ? {
                  menuItemId: item.id,
                  quantity: 1,
                  options: [
                    {
                      groupId: item.selectors[0]!.id,
                      optionId: item.selectors[0]!.options[0]!.id,
                    },
                  ],
                }
              : { menuItemId: item.id, quantity: 1, variantId: item.variants[0]!.id },
          ],
        }),
      ),
      `${kind} order`,
    );
    kinds[kind] = {
      businessId: store.businessId,
      branchId: store.branchId,
      itemId: item.id,
      groupId: group?.id ?? item.variants[0]!.id,
      optionId: group?.options[0]!.id ?? item.variants[0]!.id,
      qrId: qr.id,
      shortCode: qr.shortCode,
      orderId: order.id,
      pin,
    };
  }
  markers.push(`${label}Customer`, `${label} Street`);

  const sharedGroup = await ok<{ id: string }>(
    client.post('/api/v1/businesses/restaurant/option-groups', {
      type: 'modifiers',
      name: `${label}Dips`,
      min: 0,
      max: 1,
      options: [{ value: `${label}Raita`, additionalPriceMinor: 2_000, allergens: ['Milk'] }],
    }),
    'shared option group',
  );
  await ok(
    put(
      client,
      `/api/v1/businesses/restaurant/menu-items/${kinds.restaurant.itemId}`,
      paneerTikka({ name: markers[2], sharedOptionGroupIds: [sharedGroup.id] }),
    ),
    'attach shared option group',
  );
  markers.push(`${label}Dips`, `${label}Raita`);

  const member = await createMemberOf(test, owner, 'manager', { firstName: `${label}Member` });
  const invitedEmail = uniqueEmail(label.toLowerCase());
  const invited = await ok<{ id: string }>(
    client.post('/api/v1/members', {
      firstName: `${label}Invitee`,
      lastName: 'Pending',
      mobileNo: '9876543210',
      emailAddress: invitedEmail,
      customMessage: 'Welcome to the team!',
      role: 'member',
    }),
    'invite',
  );
  const inviteToken =
    new URL(await latestMailLink(test.dataDir, invitedEmail)).searchParams.get('token') ?? '';
  markers.push(`${label}Member`, `${label}Invitee`);

  const checkout = await ok<{ sessionId: string }>(
    client.post('/api/v1/billing/checkout-sessions', {
      mode: 'subscription',
      priceId: 'company-month-INR',
    }),
    'checkout',
  );
  const payout = await ok<{ accountId: string }>(
    client.post('/api/v1/billing/payouts/onboarding', {
      country: 'in',
      businessDescription: 'South Indian meals and filter coffee.',
    }),
    'payouts',
  );

  return {
    owner,
    client,
    accountId: me.account.id,
    userId: me.user.id,
    kinds,
    memberId: member.memberId,
    memberUserId: member.userId,
    invitedMemberId: invited.id,
    inviteToken,
    checkoutSessionId: checkout.sessionId,
    payoutAccountId: payout.accountId,
    sharedGroupId: sharedGroup.id,
    markers,
  };
}

/** A kiosk device signed in to one of `tenant`'s branches with its PIN. */
export async function kioskOf(test: TestApp, tenant: Tenant, kind: BusinessKind) {
  const device = new TestClient(test.app, uniqueIp());
  const { branchId, pin } = tenant.kinds[kind];
  await ok(device.post(`/api/v1/kiosk/branches/${branchId}/session`, { pin }), 'kiosk');
  return device;
}
