import { randomUUID } from 'node:crypto';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { TestClient } from '../harness.ts';
import { orderRequest, paneerTikka, basmatiRice } from '../ordering-fixtures.ts';
import type { Tenant } from './tenant-world.ts';
import { KINDS } from './tenant-world.ts';

export interface World {
  /** The victim: every id below belongs to A. */
  a: Tenant;
  /** The attacker: signed in as B's owner, with B's own data in place. */
  b: Tenant;
  /** A kiosk device signed in to B's branch of each kind. */
  bKiosk: Record<BusinessKind, TestClient>;
  /** A browser with no session (public routes). */
  anonymous: TestClient;
  /** A PNG for the upload routes. */
  png: Buffer;
}

export interface Attack {
  client: TestClient;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  /** Upload routes take one multipart file instead of JSON. */
  file?: Buffer;
  /** The status that means "refused" here; 404 (not yours, or no such thing) unless stated. */
  refusedWith?: number;
  /** For a filter answered with 200: exactly this body (nothing of A's). */
  answer?: unknown;
}

export interface Coverage {
  /**
   * - tenant: signed-in routes; B's session with A's ids is refused.
   * - public-ids: public routes addressed by several ids; ids of two accounts mixed are refused.
   * - capability: the unguessable value is itself the permission (spec: anyone holding an order
   *   id may follow it; an invite link; a printed QR code); a forged value is refused.
   * - platform-admin: only platform administrators; B is not one.
   * - kiosk: a kiosk device of B's branch with A's ids, or A's branch with B's PIN.
   */
  guard: 'tenant' | 'public-ids' | 'capability' | 'platform-admin' | 'kiosk';
  attacks(world: World): Attack[];
}

const json = (
  client: TestClient,
  method: Attack['method'],
  url: string,
  payload?: unknown,
  refusedWith?: number,
): Attack => ({ client, method, url, payload, refusedWith });

const validItem = (kind: BusinessKind) =>
  kind === 'restaurant'
    ? paneerTikka({ name: 'Stolen Item' })
    : basmatiRice({ name: 'Stolen Item' });

/**
 * Shared option groups (decision 035): another account's group can be neither changed nor
 * attached; attaching it reads as an unknown group (400), as a made-up id does.
 */
function sharedGroupRoutes(base: string): Record<string, Coverage> {
  const group = `${base}/option-groups/{groupId}`;
  return {
    [`PUT ${group}`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(w.b.client, 'PUT', `${base}/option-groups/${w.a.sharedGroupId}`, {
          type: 'modifiers',
          name: 'Taken',
          min: 0,
          max: 1,
          options: [{ value: 'Stolen', additionalPriceMinor: 0, allergens: [] }],
        }),
      ],
    },
    [`DELETE ${group}`]: {
      guard: 'tenant',
      attacks: (w) => [json(w.b.client, 'DELETE', `${base}/option-groups/${w.a.sharedGroupId}`)],
    },
    [`POST ${base}/menu-items`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(
          w.b.client,
          'POST',
          `${base}/menu-items`,
          paneerTikka({ name: 'Stolen Item', sharedOptionGroupIds: [w.a.sharedGroupId] }),
          400,
        ),
        json(
          w.b.client,
          'PUT',
          `${base}/menu-items/${w.b.kinds.restaurant.itemId}`,
          paneerTikka({ name: 'Stolen Item', sharedOptionGroupIds: [w.a.sharedGroupId] }),
          400,
        ),
      ],
    },
  };
}

function businessRoutes(kind: BusinessKind): Record<string, Coverage> {
  const base = `/api/v1/businesses/${kind}`;
  const branch = `${base}/branches/{branchId}`;
  const item = `${base}/menu-items/{itemId}`;
  const qr = `${base}/qr-codes/{id}`;
  const A = (world: World) => world.a.kinds[kind];
  const B = (world: World) => world.b;
  return {
    [`PATCH ${branch}`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'PATCH', `${base}/branches/${A(w).branchId}`, {
          name: 'Taken',
          position: 0,
        }),
      ],
    },
    [`DELETE ${branch}`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'DELETE', `${base}/branches/${A(w).branchId}`)],
    },
    [`PUT ${branch}/operation`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'PUT', `${base}/branches/${A(w).branchId}/operation`, {
          outOfOperation: true,
          reason: 'Closed by someone else',
          until: null,
        }),
      ],
    },
    [`PUT ${branch}/pin`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'PUT', `${base}/branches/${A(w).branchId}/pin`, { pin: '0000' }),
      ],
    },
    [`DELETE ${branch}/pin`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'DELETE', `${base}/branches/${A(w).branchId}/pin`)],
    },
    [`PUT ${base}/menu-items/order`]: {
      guard: 'tenant',
      attacks: (w) => [
        // The order must name exactly the category's items: a foreign id makes it stale.
        json(
          B(w).client,
          'PUT',
          `${base}/menu-items/order`,
          {
            category: kind === 'restaurant' ? 'Starter' : 'Pantry',
            itemIds: [A(w).itemId, B(w).kinds[kind].itemId],
          },
          409,
        ),
      ],
    },
    ...(kind === 'restaurant' ? sharedGroupRoutes(base) : {}),
    [`GET ${item}`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'GET', `${base}/menu-items/${A(w).itemId}`)],
    },
    [`PUT ${item}`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'PUT', `${base}/menu-items/${A(w).itemId}`, validItem(kind)),
      ],
    },
    [`DELETE ${item}`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'DELETE', `${base}/menu-items/${A(w).itemId}`)],
    },
    [`POST ${item}/duplicate`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'POST', `${base}/menu-items/${A(w).itemId}/duplicate`)],
    },
    [`PUT ${item}/availability`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'PUT', `${base}/menu-items/${A(w).itemId}/availability`, {
          availability: 'Hidden from Menu',
        }),
      ],
    },
    [`POST ${item}/image`]: {
      guard: 'tenant',
      attacks: (w) => [
        {
          client: B(w).client,
          method: 'POST',
          url: `${base}/menu-items/${A(w).itemId}/image`,
          file: w.png,
        },
      ],
    },
    [`DELETE ${item}/image`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'DELETE', `${base}/menu-items/${A(w).itemId}/image`)],
    },
    [`GET ${base}/qr-codes`]: {
      guard: 'tenant',
      // A filter: another account's branch matches none of B's codes.
      attacks: (w) => [
        {
          ...json(B(w).client, 'GET', `${base}/qr-codes?branchId=${A(w).branchId}`, undefined, 200),
          answer: { qrCodes: [] },
        },
      ],
    },
    [`POST ${base}/qr-codes`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'POST', `${base}/qr-codes`, {
          branchId: A(w).branchId,
          identifier: 'Planted',
          description: 'Planted code',
        }),
      ],
    },
    [`POST ${base}/qr-codes/range`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'POST', `${base}/qr-codes/range`, {
          branchId: A(w).branchId,
          prefix: 'Planted',
          from: 1,
          to: 3,
          description: 'Planted code',
        }),
      ],
    },
    // The language is the only path input; the account is the session's. A's texts are refused by
    // their ids (not on B's menu), and B's own read shows none of A's words (markers).
    [`GET ${base}/menu-translations/{locale}`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'GET', `${base}/menu-translations/fr`, undefined, 200)],
    },
    [`PUT ${base}/menu-translations/{locale}`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(
          B(w).client,
          'PUT',
          `${base}/menu-translations/fr`,
          {
            translations: [
              { entityKind: 'item', entityKey: A(w).itemId, field: 'name', text: 'Volé' },
            ],
          },
          400,
        ),
      ],
    },
    [`POST ${base}/qr-codes/delete`]: {
      guard: 'tenant',
      // Deletes those of the ids that are B's own: none.
      attacks: (w) => [
        {
          ...json(B(w).client, 'POST', `${base}/qr-codes/delete`, { ids: [A(w).qrId] }, 200),
          answer: { deleted: 0 },
        },
      ],
    },
    [`GET ${qr}`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'GET', `${base}/qr-codes/${A(w).qrId}`)],
    },
    [`PUT ${qr}`]: {
      guard: 'tenant',
      attacks: (w) => [
        // A's code, and B's own code moved onto A's branch.
        json(B(w).client, 'PUT', `${base}/qr-codes/${A(w).qrId}`, {
          branchId: B(w).kinds[kind].branchId,
          identifier: 'Taken',
          description: 'Taken code',
        }),
        json(B(w).client, 'PUT', `${base}/qr-codes/${B(w).kinds[kind].qrId}`, {
          branchId: A(w).branchId,
          identifier: 'Moved',
          description: 'Moved code',
        }),
      ],
    },
    [`DELETE ${qr}`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'DELETE', `${base}/qr-codes/${A(w).qrId}`)],
    },
    [`GET ${qr}/image.png`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'GET', `${base}/qr-codes/${A(w).qrId}/image.png`)],
    },
    [`GET ${qr}/image.svg`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'GET', `${base}/qr-codes/${A(w).qrId}/image.svg`)],
    },
    [`GET ${qr}/labelled.png`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'GET', `${base}/qr-codes/${A(w).qrId}/labelled.png`)],
    },
    [`GET ${qr}/labelled.svg`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'GET', `${base}/qr-codes/${A(w).qrId}/labelled.svg`)],
    },
    [`POST ${base}/qr-codes/print.pdf`]: {
      guard: 'tenant',
      attacks: (w) => [
        // A's code alone, and A's code among B's own: the whole print is refused.
        json(B(w).client, 'POST', `${base}/qr-codes/print.pdf`, {
          ids: [A(w).qrId],
          layout: 'tent',
          paper: 'a4',
        }),
        json(B(w).client, 'POST', `${base}/qr-codes/print.pdf`, {
          ids: [B(w).kinds[kind].qrId, A(w).qrId],
          layout: 'sticker-12',
          paper: 'letter',
        }),
      ],
    },
    [`GET ${branch}/qr-codes.pdf`]: {
      guard: 'tenant',
      attacks: (w) => [json(B(w).client, 'GET', `${base}/branches/${A(w).branchId}/qr-codes.pdf`)],
    },
    [`GET ${base}/orders`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'GET', `${base}/orders?businessId=${A(w).businessId}`),
        // A branch outside B's business is refused by validation.
        json(B(w).client, 'GET', `${base}/orders?branchId=${A(w).branchId}`, undefined, 400),
      ],
    },
    [`GET ${base}/ordering-preview`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'GET', `${base}/ordering-preview?branchId=${A(w).branchId}`),
        json(
          B(w).client,
          'GET',
          `${base}/ordering-preview?branchId=${A(w).branchId}&date=2026-11-24&time=12:00`,
        ),
      ],
    },
    [`GET ${base}/orders.csv`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'GET', `${base}/orders.csv?businessId=${A(w).businessId}`),
        // A branch outside B's business is refused by validation.
        json(B(w).client, 'GET', `${base}/orders.csv?branchId=${A(w).branchId}`, undefined, 400),
      ],
    },
    [`GET ${base}/reports`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'GET', `${base}/reports?businessId=${A(w).businessId}`),
        json(
          B(w).client,
          'GET',
          `${base}/reports?businessId=${A(w).businessId}&range=custom&from=2026-01-01&to=2026-01-31&branchId=${A(w).branchId}`,
        ),
        // B's own business with A's branch: no such branch in B's business.
        json(
          B(w).client,
          'GET',
          `${base}/reports?businessId=${B(w).kinds[kind].businessId}&branchId=${A(w).branchId}`,
        ),
        // A branch outside B's business is refused by validation.
        json(B(w).client, 'GET', `${base}/reports?branchId=${A(w).branchId}`, undefined, 400),
      ],
    },
    [`GET ${base}/reports.csv`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(
          B(w).client,
          'GET',
          `${base}/reports.csv?businessId=${A(w).businessId}&report=summary`,
        ),
        json(B(w).client, 'GET', `${base}/reports.csv?businessId=${A(w).businessId}&report=items`),
        json(
          B(w).client,
          'GET',
          `${base}/reports.csv?report=sales&branchId=${A(w).branchId}`,
          undefined,
          400,
        ),
      ],
    },
    [`GET ${base}/orders/events`]: {
      guard: 'tenant',
      attacks: (w) => [
        json(B(w).client, 'GET', `${base}/orders/events?businessId=${A(w).businessId}`),
        // A branch outside B's business is refused by validation.
        json(B(w).client, 'GET', `${base}/orders/events?branchId=${A(w).branchId}`, undefined, 400),
      ],
    },
  };
}

const menuPath = (accountId: string, kind: string, businessId: string, branchId: string) =>
  `/api/v1/public/menus/${accountId}/${kind}/${businessId}/branches/${branchId}`;

/** Public menu addresses with the ids of two accounts (or two kinds) mixed. */
function mixedMenus(w: World): string[] {
  const { a, b } = w;
  const ra = a.kinds.restaurant;
  const rb = b.kinds.restaurant;
  return [
    menuPath(b.accountId, 'restaurant', ra.businessId, ra.branchId),
    menuPath(a.accountId, 'restaurant', ra.businessId, rb.branchId),
    menuPath(a.accountId, 'restaurant', rb.businessId, ra.branchId),
    menuPath(a.accountId, 'grocery', ra.businessId, ra.branchId),
    menuPath(a.accountId, 'restaurant', ra.businessId, a.kinds.grocery.branchId),
  ];
}

/**
 * Every route of the OpenAPI document that takes an id, and how it is attacked. The suite fails
 * when the document has an id-taking route this table does not name (or names a route that is
 * gone), so a new route cannot ship without its cross-tenant check.
 */
export const COVERAGE: Record<string, Coverage> = {
  ...businessRoutes('restaurant'),
  ...businessRoutes('grocery'),

  'GET /api/v1/billing/checkout-sessions/{sessionId}': {
    guard: 'tenant',
    attacks: (w) => [
      json(w.b.client, 'GET', `/api/v1/billing/checkout-sessions/${w.a.checkoutSessionId}`),
    ],
  },
  'POST /api/v1/billing/local-checkout/{sessionId}/complete': {
    guard: 'tenant',
    attacks: (w) => [
      json(w.b.client, 'POST', `/api/v1/billing/local-checkout/${w.a.checkoutSessionId}/complete`),
    ],
  },
  'POST /api/v1/billing/payouts/local-onboarding/{accountId}/complete': {
    guard: 'tenant',
    attacks: (w) => [
      json(
        w.b.client,
        'POST',
        `/api/v1/billing/payouts/local-onboarding/${w.a.payoutAccountId}/complete`,
        { businessName: 'Hijacked Payouts' },
      ),
    ],
  },

  'PATCH /api/v1/members/{id}': {
    guard: 'tenant',
    attacks: (w) => [
      json(w.b.client, 'PATCH', `/api/v1/members/${w.a.memberId}`, {
        firstName: 'Taken',
        lastName: 'Over',
        mobileNo: '9876543210',
        role: 'admin',
      }),
    ],
  },
  'DELETE /api/v1/members/{id}': {
    guard: 'tenant',
    attacks: (w) => [
      json(w.b.client, 'DELETE', `/api/v1/members/${w.a.memberId}`),
      json(w.b.client, 'DELETE', `/api/v1/members/${w.a.invitedMemberId}`),
    ],
  },
  'POST /api/v1/members/{id}/resend': {
    guard: 'tenant',
    attacks: (w) => [json(w.b.client, 'POST', `/api/v1/members/${w.a.invitedMemberId}/resend`)],
  },
  'POST /api/v1/members/{id}/revoke': {
    guard: 'tenant',
    attacks: (w) => [json(w.b.client, 'POST', `/api/v1/members/${w.a.memberId}/revoke`)],
  },
  'POST /api/v1/members/{id}/restore': {
    guard: 'tenant',
    attacks: (w) => [json(w.b.client, 'POST', `/api/v1/members/${w.a.memberId}/restore`)],
  },
  'PUT /api/v1/members/{id}/password': {
    guard: 'tenant',
    attacks: (w) => [
      json(w.b.client, 'PUT', `/api/v1/members/${w.a.memberId}/password`, {
        password: 'Hijack@123',
        confirmPassword: 'Hijack@123',
      }),
    ],
  },
  'GET /api/v1/invites/{token}': {
    guard: 'capability',
    attacks: (w) => [json(w.b.client, 'GET', `/api/v1/invites/${randomUUID()}`)],
  },
  'POST /api/v1/invites/{token}/accept': {
    guard: 'capability',
    attacks: (w) => [
      json(w.b.client, 'POST', `/api/v1/invites/${randomUUID()}/accept`, {
        password: 'Hijack@123',
        confirmPassword: 'Hijack@123',
      }),
    ],
  },

  'PATCH /api/v1/admin/users/{userId}/fields': {
    guard: 'platform-admin',
    attacks: (w) => [
      json(
        w.b.client,
        'PATCH',
        `/api/v1/admin/users/${w.a.userId}/fields`,
        { key: 'announcement', value: 'Hijacked', type: 'string' },
        403,
      ),
    ],
  },
  'GET /api/v1/admin/audit': {
    guard: 'platform-admin',
    attacks: (w) => [
      json(w.b.client, 'GET', `/api/v1/admin/audit?userId=${w.a.userId}`, undefined, 403),
    ],
  },
  'GET /api/v1/admin/collections/{name}': {
    guard: 'platform-admin',
    attacks: (w) => [json(w.b.client, 'GET', '/api/v1/admin/collections/users', undefined, 403)],
  },

  'GET /q/{code}': {
    guard: 'capability',
    attacks: (w) => [json(w.anonymous, 'GET', '/q/Zz9Yy8Xx')],
  },

  'GET /api/v1/public/menus/{accountId}/{kind}/{businessId}/branches/{branchId}': {
    guard: 'public-ids',
    attacks: (w) =>
      mixedMenus(w).map((url) => json(w.anonymous, 'GET', `${url}?identifier=Table%201`)),
  },
  'GET /api/v1/public/menus/{accountId}/{kind}/{businessId}/branches/{branchId}/pickup-slots': {
    guard: 'public-ids',
    attacks: (w) =>
      mixedMenus(w).map((url) => json(w.anonymous, 'GET', `${url}/pickup-slots?date=2030-01-07`)),
  },
  'GET /api/v1/public/menus/{accountId}/{kind}/{businessId}/branches/{branchId}/my-orders': {
    guard: 'public-ids',
    attacks: (w) => mixedMenus(w).map((url) => json(w.anonymous, 'GET', `${url}/my-orders`)),
  },
  'POST /api/v1/public/orders': {
    guard: 'public-ids',
    attacks: (w) => {
      const ra = w.a.kinds.restaurant;
      const rb = w.b.kinds.restaurant;
      const storeA = {
        kind: 'restaurant' as const,
        accountId: w.a.accountId,
        businessId: ra.businessId,
        branchId: ra.branchId,
        timeZone: 'Asia/Kolkata',
      };
      const line = (itemId: string) => ({ menuItemId: itemId, quantity: 1, options: [] });
      return [
        // B's account with A's business and branch, A's business with B's branch.
        json(
          w.anonymous,
          'POST',
          '/api/v1/public/orders',
          orderRequest({ ...storeA, accountId: w.b.accountId }, { lines: [line(ra.itemId)] }),
        ),
        json(
          w.anonymous,
          'POST',
          '/api/v1/public/orders',
          orderRequest({ ...storeA, branchId: rb.branchId }, { lines: [line(ra.itemId)] }),
        ),
        // B's menu item in A's store: not on this menu (400, as for any unknown item).
        json(
          w.anonymous,
          'POST',
          '/api/v1/public/orders',
          orderRequest(storeA, { lines: [line(rb.itemId)] }),
          400,
        ),
        // A's grocery item ordered from A's restaurant.
        json(
          w.anonymous,
          'POST',
          '/api/v1/public/orders',
          orderRequest(storeA, {
            lines: [
              {
                menuItemId: w.a.kinds.grocery.itemId,
                quantity: 1,
                variantId: w.a.kinds.grocery.optionId,
              },
            ],
          }),
          400,
        ),
      ];
    },
  },
  'GET /api/v1/public/orders/{orderId}': {
    guard: 'capability',
    attacks: (w) => [json(w.b.client, 'GET', `/api/v1/public/orders/${randomUUID()}`)],
  },
  'GET /api/v1/public/orders/{orderId}/events': {
    guard: 'capability',
    attacks: (w) => [json(w.b.client, 'GET', `/api/v1/public/orders/${randomUUID()}/events`)],
  },
  'GET /api/v1/public/orders/{orderId}/payment': {
    guard: 'capability',
    attacks: (w) => [json(w.b.client, 'GET', `/api/v1/public/orders/${randomUUID()}/payment`)],
  },
  'POST /api/v1/public/orders/{orderId}/payments': {
    guard: 'capability',
    attacks: (w) => [
      json(w.anonymous, 'POST', `/api/v1/public/orders/${randomUUID()}/payments`, {
        idempotencyKey: randomUUID(),
        tipPercentage: 0,
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      }),
    ],
  },
  'POST /api/v1/public/orders/{orderId}/payments/{paymentId}/refresh': {
    guard: 'capability',
    attacks: (w) => [
      json(
        w.anonymous,
        'POST',
        `/api/v1/public/orders/${randomUUID()}/payments/${randomUUID()}/refresh`,
      ),
      // A's real order with a payment id it does not have.
      json(
        w.b.client,
        'POST',
        `/api/v1/public/orders/${w.a.kinds.restaurant.orderId}/payments/${randomUUID()}/refresh`,
      ),
    ],
  },
  // A table's bill is reached by any of its orders' random ids, like the order page.
  'GET /api/v1/public/orders/{orderId}/bill': {
    guard: 'capability',
    attacks: (w) => [json(w.b.client, 'GET', `/api/v1/public/orders/${randomUUID()}/bill`)],
  },
  'POST /api/v1/public/orders/{orderId}/bill/payments': {
    guard: 'capability',
    attacks: (w) => [
      json(w.anonymous, 'POST', `/api/v1/public/orders/${randomUUID()}/bill/payments`, {
        idempotencyKey: randomUUID(),
        tipPercentage: 0,
        mode: 'all',
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      }),
    ],
  },
  'POST /api/v1/public/orders/{orderId}/bill/payments/{paymentId}/refresh': {
    guard: 'capability',
    attacks: (w) => [
      json(
        w.anonymous,
        'POST',
        `/api/v1/public/orders/${randomUUID()}/bill/payments/${randomUUID()}/refresh`,
      ),
      // A's real order with a payment id it does not have.
      json(
        w.b.client,
        'POST',
        `/api/v1/public/orders/${w.a.kinds.restaurant.orderId}/bill/payments/${randomUUID()}/refresh`,
      ),
    ],
  },
  'GET /api/v1/public/orders/{orderId}/bill/payments/{paymentId}/receipt': {
    guard: 'capability',
    attacks: (w) => [
      json(
        w.anonymous,
        'GET',
        `/api/v1/public/orders/${randomUUID()}/bill/payments/${randomUUID()}/receipt`,
      ),
      // A's real order with a payment id it does not have.
      json(
        w.b.client,
        'GET',
        `/api/v1/public/orders/${w.a.kinds.restaurant.orderId}/bill/payments/${randomUUID()}/receipt`,
      ),
    ],
  },
  'POST /api/v1/public/orders/{orderId}/push-subscriptions': {
    guard: 'capability',
    attacks: (w) => [
      json(w.anonymous, 'POST', `/api/v1/public/orders/${randomUUID()}/push-subscriptions`, {
        endpoint: 'https://fcm.googleapis.com/fcm/send/forged',
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
    ],
  },
  'DELETE /api/v1/public/orders/{orderId}/push-subscriptions': {
    guard: 'capability',
    attacks: (w) => [
      json(w.anonymous, 'DELETE', `/api/v1/public/orders/${randomUUID()}/push-subscriptions`, {
        endpoint: 'https://fcm.googleapis.com/fcm/send/forged',
      }),
    ],
  },

  'GET /api/v1/orders/{orderId}': {
    guard: 'tenant',
    attacks: (w) =>
      KINDS.map((kind) => json(w.b.client, 'GET', `/api/v1/orders/${w.a.kinds[kind].orderId}`)),
  },
  // The kind is the only path input; the account is the session's, so B reads its own status
  // (its payout onboarding is started, not complete) and none of A's data.
  'GET /api/v1/businesses/{kind}/online-payment': {
    guard: 'tenant',
    attacks: (w) =>
      KINDS.map((kind) => ({
        ...json(w.b.client, 'GET', `/api/v1/businesses/${kind}/online-payment`, undefined, 200),
        answer: {
          provider: 'local',
          testMode: true,
          online: false,
          unavailableReason: 'payouts-not-ready',
        },
      })),
  },
  // The account is the session's: B reads its own tables (none) and none of A's.
  'GET /api/v1/businesses/{kind}/open-bills': {
    guard: 'tenant',
    attacks: (w) =>
      KINDS.map((kind) => ({
        ...json(w.b.client, 'GET', `/api/v1/businesses/${kind}/open-bills`, undefined, 200),
        answer: [],
      })),
  },
  'GET /api/v1/orders/{orderId}/payment': {
    guard: 'tenant',
    attacks: (w) =>
      KINDS.map((kind) =>
        json(w.b.client, 'GET', `/api/v1/orders/${w.a.kinds[kind].orderId}/payment`),
      ),
  },
  'POST /api/v1/orders/{orderId}/refunds': {
    guard: 'tenant',
    attacks: (w) =>
      KINDS.map((kind) =>
        json(w.b.client, 'POST', `/api/v1/orders/${w.a.kinds[kind].orderId}/refunds`, {
          idempotencyKey: randomUUID(),
        }),
      ),
  },
  // The team's side of a table's bill is reached by one of the account's orders: A's is not B's.
  'GET /api/v1/orders/{orderId}/bill': {
    guard: 'tenant',
    attacks: (w) =>
      KINDS.map((kind) =>
        json(w.b.client, 'GET', `/api/v1/orders/${w.a.kinds[kind].orderId}/bill`),
      ),
  },
  'POST /api/v1/orders/{orderId}/bill/payments/{paymentId}/refunds': {
    guard: 'tenant',
    attacks: (w) =>
      KINDS.map((kind) =>
        json(
          w.b.client,
          'POST',
          `/api/v1/orders/${w.a.kinds[kind].orderId}/bill/payments/${randomUUID()}/refunds`,
          { idempotencyKey: randomUUID() },
        ),
      ),
  },
  'POST /api/v1/orders/{orderId}/counter-payments': {
    guard: 'tenant',
    attacks: (w) =>
      KINDS.map((kind) =>
        json(w.b.client, 'POST', `/api/v1/orders/${w.a.kinds[kind].orderId}/counter-payments`, {
          idempotencyKey: randomUUID(),
        }),
      ),
  },
  'POST /api/v1/orders/{orderId}/bill/counter-payments': {
    guard: 'tenant',
    attacks: (w) =>
      KINDS.map((kind) =>
        json(
          w.b.client,
          'POST',
          `/api/v1/orders/${w.a.kinds[kind].orderId}/bill/counter-payments`,
          {
            idempotencyKey: randomUUID(),
          },
        ),
      ),
  },
  'PUT /api/v1/orders/{orderId}/status': {
    guard: 'tenant',
    attacks: (w) =>
      KINDS.map((kind) =>
        json(w.b.client, 'PUT', `/api/v1/orders/${w.a.kinds[kind].orderId}/status`, {
          status: 'Order Cancelled',
          version: 1,
          cancelDescription: 'Cancelled by another account',
        }),
      ),
  },
  'PUT /api/v1/orders/{orderId}/lines': {
    guard: 'tenant',
    attacks: (w) => [
      json(w.b.client, 'PUT', `/api/v1/orders/${w.a.kinds.restaurant.orderId}/lines`, {
        version: 1,
        lines: [{ menuItemId: w.a.kinds.restaurant.itemId, quantity: 5, options: [] }],
      }),
    ],
  },

  'POST /api/v1/kiosk/branches/{branchId}/session': {
    guard: 'kiosk',
    attacks: (w) =>
      KINDS.map((kind) =>
        json(
          w.b.client,
          'POST',
          `/api/v1/kiosk/branches/${w.a.kinds[kind].branchId}/session`,
          { pin: w.b.kinds[kind].pin },
          401,
        ),
      ),
  },
  'GET /api/v1/kiosk/orders/{orderId}': {
    guard: 'kiosk',
    attacks: (w) =>
      KINDS.map((kind) =>
        json(w.bKiosk[kind], 'GET', `/api/v1/kiosk/orders/${w.a.kinds[kind].orderId}`),
      ),
  },
  'PUT /api/v1/kiosk/orders/{orderId}/status': {
    guard: 'kiosk',
    attacks: (w) =>
      KINDS.map((kind) =>
        json(w.bKiosk[kind], 'PUT', `/api/v1/kiosk/orders/${w.a.kinds[kind].orderId}/status`, {
          status: 'Order Accepted',
          version: 1,
        }),
      ),
  },
  'POST /api/v1/kiosk/orders/{orderId}/bill/counter-payments': {
    guard: 'kiosk',
    attacks: (w) =>
      KINDS.map((kind) =>
        json(
          w.bKiosk[kind],
          'POST',
          `/api/v1/kiosk/orders/${w.a.kinds[kind].orderId}/bill/counter-payments`,
          { idempotencyKey: randomUUID() },
        ),
      ),
  },
};
