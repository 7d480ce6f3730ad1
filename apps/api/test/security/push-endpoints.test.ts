import { createECDH, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, publicOnlyLookup } from '../../src/modules/push/push-endpoint.ts';
import { createPushSender } from '../../src/modules/push/push-sender.ts';
import { resolveVapidKeys } from '../../src/modules/push/vapid-keys.ts';
import { uniqueIp } from '../harness.ts';
import { placeOrder, useDishStore } from '../payment-fixtures.ts';
import { readOperations, type Operation } from './openapi.ts';

/**
 * Endpoints a subscription may name to aim the server's POST at the inside of its network: loopback
 * and private names and addresses in every spelling, cloud metadata, NAT64/6to4/mapped forms of
 * 169.254.169.254, look-alikes of the real push services, and the real services on other ports.
 */
const HOSTILE_ENDPOINTS = [
  'https://localhost/push',
  'https://localhost.:443/push',
  'https://push.localhost/x',
  'https://127.0.0.1/push',
  'https://2130706433/push',
  'https://0x7f.1/push',
  'https://10.1.2.3/push',
  'https://192.168.0.10/push',
  'https://169.254.169.254/latest/meta-data',
  'https://metadata.google.internal/computeMetadata/v1',
  'https://[::1]/push',
  'https://[::ffff:169.254.169.254]/x',
  'https://[64:ff9b::a9fe:a9fe]/x',
  'https://[2002:a9fe:a9fe::1]/x',
  'https://intranet/push',
  'https://db.internal.example/push',
  'https://fcm.googleapis.com.evil.example/fcm/send/x',
  'https://evilfcm.googleapis.com/fcm/send/x',
  'https://fcm.googleapis.com:8443/fcm/send/x',
  'https://user:pw@fcm.googleapis.com/fcm/send/x',
  'http://fcm.googleapis.com/fcm/send/x',
  'file:///etc/passwd',
];

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

const takesEndpoint = (operation: Operation) =>
  operation.method === 'POST' && Boolean(operation.body?.properties?.endpoint);

describe('web push endpoints: only the browsers’ push services, checked again at send time', () => {
  const shop = useDishStore('pglite', { env: { ORDER_RATE_LIMIT_MAX: '100' }, timeout: 120_000 });
  let orderId: string;

  beforeAll(async () => {
    orderId = (await placeOrder(shop.guest, shop.store, shop.dishId, 1)).id;
  });

  it('refuses every hostile endpoint on every route that stores one, and accepts the real services', async () => {
    const routes = (await readOperations(shop.test.app)).filter(takesEndpoint);
    // The team's devices and the guest's order page.
    expect(routes.map((route) => route.key).sort()).toEqual([
      'POST /api/v1/public/orders/{orderId}/push-subscriptions',
      'POST /api/v1/push/subscriptions',
    ]);
    const accepted: string[] = [];
    for (const route of routes) {
      const client = route.signedIn ? shop.owner.client : shop.guest;
      const url = route.path.replace('{orderId}', encodeURIComponent(orderId));
      // A new address per call, so the routes' per-address limits never stand in for a refusal.
      const subscribe = (endpoint: string) =>
        shop.test.app.inject({
          method: 'POST',
          url,
          remoteAddress: uniqueIp(),
          headers: { origin: shop.test.config.publicUrl, cookie: client.cookieHeader },
          payload: { endpoint, keys: browserKeys() },
        });
      for (const endpoint of HOSTILE_ENDPOINTS) {
        const response = await subscribe(endpoint);
        if (response.statusCode !== 400) accepted.push(`${route.key} ${endpoint}`);
        else expect(response.json()).toMatchObject({ error: { field: 'endpoint' } });
      }
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/real',
        'https://updates.push.services.mozilla.com/wpush/v2/real',
        'https://web.push.apple.com/QAreal',
        'https://wns2-by3p.notify.windows.com/w/?token=real',
      ]) {
        const response = await subscribe(endpoint);
        expect(response.statusCode, `${route.key} ${endpoint}: ${response.body}`).toBeLessThan(300);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('refuses private addresses a push name could resolve to, in every IPv4-carrying form', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '169.254.169.254',
      '::1',
      '::',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      'fd00::1',
      'fe80::1',
      'not-an-address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['142.250.74.138', '2a00:1450:4001:80b::200a'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('connects only after the name resolved to public addresses (a hosts-file name fails)', async () => {
    const lookup = (hostname: string) =>
      new Promise<string>((resolve, reject) =>
        publicOnlyLookup(hostname, {}, (error, address) =>
          error ? reject(error) : resolve(JSON.stringify(address)),
        ),
      );
    await expect(lookup('localhost')).rejects.toMatchObject({ code: 'EPRIVATEADDRESS' });
  });

  it('drops a stored subscription that is not a push service instead of sending to it', async () => {
    const send = createPushSender({
      keys: resolveVapidKeys({ mailFrom: 'no-reply@scanorder.app', dataDir: shop.test.dataDir }),
      logger: shop.test.app.log,
    });
    const outcome = await send(
      { endpoint: 'https://localhost.:443/push', ...browserKeys() },
      {
        title: 'Order',
        body: 'Ready',
        url: '/',
        tag: 'order',
        data: { url: '/', orderId },
      },
    );
    expect(outcome).toBe('gone');
  });
});
