import { isIPv6 } from 'node:net';

/**
 * IPv6 clients are counted by their /64: one subscriber gets a whole /64, and rotating addresses
 * inside it must not reset the count.
 */
export function clientKeyOf(address: string): string {
  if (!isIPv6(address) || address.includes('.')) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).join(':')}::/64`;
}
