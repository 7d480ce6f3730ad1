import { createHash } from 'node:crypto';

/**
 * A UUID made from a hash of `text`: the idempotency key of something every process may do at once
 * (the refund of a cancelled order, a webhook's refund), so each computes the same one and the
 * unique index lets one through.
 */
export function derivedKey(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
