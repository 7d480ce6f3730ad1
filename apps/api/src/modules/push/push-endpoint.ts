import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '@scanorder/shared/errors/app-error';

export const pushMessages = {
  badEndpoint: 'Please send a valid push endpoint',
  badKeys: 'Please send a valid push subscription',
} as const;

/**
 * The push services browsers subscribe with: Chrome and Edge's FCM, Firefox's autopush, Safari's
 * Apple Push, and Windows' WNS. A subscription elsewhere is no browser's, and would aim the server's
 * POSTs wherever its author likes.
 */
export const PUSH_SERVICE_SUFFIXES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

// Two lists: BlockList compares an IPv4 address with IPv6 rules through its mapped form, so one list
// holding ::ffff:0:0/96 would call every IPv4 address private.
const privateV4 = new BlockList();
const privateV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // Unspecified, loopback and the IPv4-compatible form.
  ['::', 96],
  // IPv4-mapped, NAT64 (well-known and local-use), 6to4 and Teredo all carry an IPv4 address
  // (169.254.169.254 among them) past the list above.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['2001::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateV6.addSubnet(network, prefix, 'ipv6');

/** An address the server must never connect to for a push: loopback, private, link-local, ... */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateV4.check(address, 'ipv4');
  if (family === 6) return privateV6.check(address, 'ipv6');
  return true;
}

const refuse = () => new AppError('VALIDATION_FAILED', pushMessages.badEndpoint, 'endpoint');

/**
 * Only https endpoints of the browsers' push services on the standard port are accepted. Tests with
 * a local push service switch this off (PUSH_ALLOW_INSECURE_ENDPOINTS).
 */
export function assertPushEndpoint(endpoint: string, allowInsecure: boolean): void {
  if (allowInsecure) return;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refuse();
  }
  const host = url.hostname.toLowerCase();
  const known = PUSH_SERVICE_SUFFIXES.some(
    (suffix) => host === suffix || host.endsWith(`.${suffix}`),
  );
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password || !known)
    throw refuse();
}

/**
 * DNS lookup for push sends that fails when the name resolves to any private address, so the
 * address that was checked is the one connected to (a name can resolve differently later).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const blocked = addresses.find((entry) => isPrivateAddress(entry.address));
    if (blocked || addresses.length === 0) {
      const refusal = Object.assign(
        new Error(`push endpoint ${hostname} resolves to a private address`),
        { code: 'EPRIVATEADDRESS' },
      );
      return callback(refusal, '', 0);
    }
    if (options.all)
      // @types/node types the lookup callback for one address; with `all` node passes the array.
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};
