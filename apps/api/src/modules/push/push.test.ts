import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '@scanorder/shared/ordering/board';
import type { PayOrderResult } from '@scanorder/shared/payments/payments';
import {
  createMemberOf,
  databaseKinds,
  signUpVerifiedOwner,
  TestClient,
  uniqueIp,
} from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import { addItem, paneerTikka, setUpStore } from '../../../test/ordering-fixtures.ts';
import { onboardLocally, payment, payUrl, placeOrder } from '../../../test/payment-fixtures.ts';
import { useOwnerStore } from '../../../test/owner-store.ts';

interface PushedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on loopback: 201 for every device, 410 Gone for paths under /gone. */
async function startPushService() {
  const received: PushedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = request.url?.startsWith('/gone') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    received,
    to: (device: string) => received.filter((request) => request.path === `/${device}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    publicKey,
    auth,
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** Decrypts an aes128gcm Web Push body (RFC 8291 on RFC 8188) with the browser's keys. */
function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const secret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', Buffer.from(cek), Buffer.from(nonce));
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID Authorization header: signed by the server's key, for this push service. */
function checkVapid(header: string | undefined, publicKey: string, audience: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  expect(match?.[2]).toBe(publicKey);
  const [head, payload, signature] = match![1]!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  expect(
    verify(
      'sha256',
      Buffer.from(`${head}.${payload}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature!, 'base64url'),
    ),
  ).toBe(true);
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  expect(claims).toMatchObject({ aud: audience, sub: 'mailto:no-reply@scanorder.app' });
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
}

describe.each(databaseKinds)('web push on %s', (kind) => {
  const shop = useOwnerStore(kind, 'restaurant', {
    env: { PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' },
    store: { branchName: 'Main Street' },
  });
  let dishId: string;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let publicKey: string;
  const SUBSCRIPTIONS = '/api/v1/push/subscriptions';
  const customer = () => new TestClient(shop.test.app, uniqueIp());

  beforeAll(async () => {
    dishId = (await addItem(shop.owner.client, 'restaurant', paneerTikka({ selectors: [] }))).id;
    pushService = await startPushService();
    publicKey = (await customer().get('/api/v1/push/public-key')).json<{ publicKey: string }>()
      .publicKey;
  });
  afterAll(() => pushService.close());

  const place = () => placeOrder(customer(), shop.store, dishId, 1);
  const subscribe = (client: TestClient, device: string, keys: { p256dh: string; auth: string }) =>
    client.post(SUBSCRIPTIONS, { endpoint: `${pushService.origin}/${device}`, keys });
  const endpointsOf = async (client: TestClient) =>
    (await client.get(SUBSCRIPTIONS)).json<{ endpoints: string[] }>().endpoints.sort();

  it('keeps the VAPID key pair made on first start in the data directory', async () => {
    const stored = JSON.parse(
      await fs.readFile(path.join(shop.test.dataDir, 'vapid-keys.json'), 'utf8'),
    ) as { publicKey: string };
    expect(stored.publicKey).toBe(publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it("pushes 'New Order Placed!' to every device of the account, encrypted and signed; gone devices are removed", async () => {
    const ownerPhone = browserKeys();
    const memberPhone = browserKeys();
    const stranger = browserKeys();
    expect((await subscribe(shop.owner.client, 'owner-phone', ownerPhone.keys)).statusCode).toBe(
      201,
    );
    expect(
      (await subscribe(shop.owner.client, 'gone/old-laptop', browserKeys().keys)).statusCode,
    ).toBe(201);
    const member = await createMemberOf(shop.test, shop.owner, 'member');
    expect((await subscribe(member.client, 'member-phone', memberPhone.keys)).statusCode).toBe(201);
    const other = await signUpVerifiedOwner(shop.test);
    await setUpStore(other.client, 'restaurant');
    expect((await subscribe(other.client, 'other-account', stranger.keys)).statusCode).toBe(201);
    expect(await endpointsOf(shop.owner.client)).toEqual([
      `${pushService.origin}/gone/old-laptop`,
      `${pushService.origin}/owner-phone`,
    ]);

    const order = await place();
    await shop.test.deps.pushNotifier.settled();

    expect(pushService.to('other-account')).toHaveLength(0);
    expect(pushService.to('gone/old-laptop')).toHaveLength(1);
    const [toOwner] = pushService.to('owner-phone');
    expect(toOwner!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      urgency: 'high',
      ttl: '86400',
    });
    checkVapid(toOwner!.headers.authorization, publicKey, pushService.origin);
    const boardUrl = `/${shop.store.accountId}/restaurant?tab=orders`;
    expect(JSON.parse(decrypt(toOwner!.body, ownerPhone)) as PushMessage).toEqual({
      title: 'New Order Placed!',
      body: `Asha R. · Order ${order.reference} · Main Street`,
      url: boardUrl,
      tag: `order-${order.id}`,
      data: { url: boardUrl, orderId: order.id },
    });
    const [toMember] = pushService.to('member-phone');
    expect((JSON.parse(decrypt(toMember!.body, memberPhone)) as PushMessage).url).toBe(
      `/${shop.store.accountId}/restaurant?memberId=${member.memberId}&tab=orders`,
    );

    // The push service answered 410 Gone: that device is forgotten.
    expect(await endpointsOf(shop.owner.client)).toEqual([`${pushService.origin}/owner-phone`]);
    await place();
    await shop.test.deps.pushNotifier.settled();
    expect(pushService.to('gone/old-laptop')).toHaveLength(1);
    expect(pushService.to('owner-phone')).toHaveLength(2);
  });

  it("reaches the team's devices as they are now, though a rush of orders reads them once", async () => {
    const settled = () => shop.test.deps.pushNotifier.settled();
    expect(
      (await subscribe(shop.owner.client, 'counter-tablet', browserKeys().keys)).statusCode,
    ).toBe(201);
    await place();
    await settled();
    expect(pushService.to('counter-tablet')).toHaveLength(1);

    // A device added since the last order.
    const member = await createMemberOf(shop.test, shop.owner, 'member');
    expect((await subscribe(member.client, 'waiter-phone', browserKeys().keys)).statusCode).toBe(
      201,
    );
    await place();
    await settled();
    expect(pushService.to('waiter-phone')).toHaveLength(1);

    // A member who left the team.
    const removed = await shop.owner.client.request({
      method: 'DELETE',
      url: `/api/v1/members/${member.memberId}`,
    });
    expect(removed.statusCode).toBe(200);
    await place();
    await settled();
    expect(pushService.to('waiter-phone')).toHaveLength(1);
    expect(pushService.to('counter-tablet')).toHaveLength(3);

    // A device that moved to someone of another account (a shared browser, signed in anew).
    const other = await signUpVerifiedOwner(shop.test);
    expect((await subscribe(other.client, 'counter-tablet', browserKeys().keys)).statusCode).toBe(
      201,
    );
    await place();
    await settled();
    expect(pushService.to('counter-tablet')).toHaveLength(3);
  });

  it('adds (upserting by endpoint) and removes a device; only its own user removes it', async () => {
    const first = browserKeys();
    expect((await subscribe(shop.owner.client, 'tablet', first.keys)).statusCode).toBe(201);
    expect((await subscribe(shop.owner.client, 'tablet', browserKeys().keys)).statusCode).toBe(201);
    expect(
      (await endpointsOf(shop.owner.client)).filter((e) => e.endsWith('/tablet')),
    ).toHaveLength(1);

    const other = await signUpVerifiedOwner(shop.test);
    const foreign = await other.client.request({
      method: 'DELETE',
      url: SUBSCRIPTIONS,
      payload: { endpoint: `${pushService.origin}/tablet` },
    });
    expect(foreign.statusCode).toBe(204);
    expect(await endpointsOf(shop.owner.client)).toContain(`${pushService.origin}/tablet`);

    const removed = await shop.owner.client.request({
      method: 'DELETE',
      url: SUBSCRIPTIONS,
      payload: { endpoint: `${pushService.origin}/tablet` },
    });
    expect(removed.statusCode).toBe(204);
    expect(await endpointsOf(shop.owner.client)).not.toContain(`${pushService.origin}/tablet`);

    const bad = await shop.owner.client.post(SUBSCRIPTIONS, {
      endpoint: `${pushService.origin}/broken`,
      keys: { p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: first.keys.auth },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please send a valid push subscription');
    expect(
      (
        await customer().post(SUBSCRIPTIONS, {
          endpoint: `${pushService.origin}/x`,
          keys: first.keys,
        })
      ).statusCode,
    ).toBe(401);
  });

  it("pushes status changes to a customer who opted in on the order's page", async () => {
    const order = await place();
    const phone = browserKeys();
    const optIn = await customer().post(`/api/v1/public/orders/${order.id}/push-subscriptions`, {
      endpoint: `${pushService.origin}/customer-phone`,
      keys: phone.keys,
    });
    expect(optIn.statusCode).toBe(201);
    const missing = await customer().post(
      '/api/v1/public/orders/00000000-0000-4000-8000-000000000000/push-subscriptions',
      { endpoint: `${pushService.origin}/customer-phone`, keys: phone.keys },
    );
    expect(missing.statusCode).toBe(404);

    await put(shop.owner.client, `/api/v1/orders/${order.id}/status`, {
      status: 'Order Accepted',
      version: 1,
    });
    await put(shop.owner.client, `/api/v1/orders/${order.id}/status`, {
      status: 'Order Cancelled',
      version: 2,
      cancelDescription: 'Kitchen closed early',
    });
    await shop.test.deps.pushNotifier.settled();
    const messages = pushService
      .to('customer-phone')
      .map((request) => JSON.parse(decrypt(request.body, phone)) as PushMessage);
    const orderPage = `/${shop.store.accountId}/restaurant/order/${order.id}/order/details`;
    // Each change is its own push; they may arrive in either order.
    expect(messages).toHaveLength(2);
    expect(messages).toEqual(
      expect.arrayContaining([
        {
          title: 'Spice Route Kitchen',
          body: `Order ${order.reference}: Order Accepted`,
          url: orderPage,
          tag: `order-${order.id}`,
          data: { url: orderPage, orderId: order.id },
        },
        expect.objectContaining({
          body: `Order ${order.reference}: Order Cancelled - Kitchen closed early`,
        }),
      ]),
    );
    expect(pushService.to('customer-phone')[0]!.headers.topic).toBe(order.id.replace(/-/g, ''));
  });

  // Last: with payouts onboarded, every later order of this store would wait for its payment.
  it("pushes 'New Order Placed!' for an order paid before it is sent once it is paid, not before", async () => {
    const kitchen = browserKeys();
    expect((await subscribe(shop.owner.client, 'kitchen-tablet', kitchen.keys)).statusCode).toBe(
      201,
    );
    await onboardLocally(shop.owner.client);
    const guest = customer();
    const order = await placeOrder(guest, shop.store, dishId, 1);
    expect(order.awaitingPaymentUntil).not.toBeNull();
    await shop.test.deps.pushNotifier.settled();
    expect(pushService.to('kitchen-tablet')).toHaveLength(0);

    const paid = await guest.post(payUrl(order.id), payment());
    expect(paid.json<PayOrderResult>().payment.status).toBe('succeeded');
    await shop.test.deps.pushNotifier.settled();
    const pushed = pushService
      .to('kitchen-tablet')
      .map((request) => JSON.parse(decrypt(request.body, kitchen)) as PushMessage);
    expect(pushed).toEqual([
      expect.objectContaining({
        title: 'New Order Placed!',
        body: `Asha R. · Order ${order.reference} · Main Street`,
        tag: `order-${order.id}`,
      }),
    ]);
  });
});
