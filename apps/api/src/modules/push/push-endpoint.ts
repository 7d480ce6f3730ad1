import { BlockList, isIP } from 'node:net';
import { AppError } from '@scanorder/shared/errors/app-error';

export const pushMessages = {
  badEndpoint: 'Please send a valid push endpoint',
  badKeys: 'Please send a valid push subscription',
} as const;

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  // IPv4-mapped addresses would smuggle any IPv4 address past the list above.
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6');

/**
 * The server POSTs to whatever endpoint a browser (or anyone) registers, so only public https
 * push services are accepted: never plain http, localhost or a private address, which would let a
 * subscription aim the server at the inside of its own network. Tests with a local push service
 * switch this off (PUSH_ALLOW_INSECURE_ENDPOINTS).
 */
export function assertPushEndpoint(endpoint: string, allowInsecure: boolean): void {
  if (allowInsecure) return;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new AppError('VALIDATION_FAILED', pushMessages.badEndpoint, 'endpoint');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(host);
  const isPrivate =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (family === 4 && privateRanges.check(host, 'ipv4')) ||
    (family === 6 && privateRanges.check(host, 'ipv6'));
  if (url.protocol !== 'https:' || isPrivate || url.username || url.password)
    throw new AppError('VALIDATION_FAILED', pushMessages.badEndpoint, 'endpoint');
}
