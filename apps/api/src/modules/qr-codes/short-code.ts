import { randomInt } from 'node:crypto';
import { SHORT_CODE_LENGTH } from '@scanorder/shared/qr/qr-code';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random base62 short code (8 characters, about 47.6 bits) for a `/q/<code>` link. */
export function newShortCode(): string {
  let code = '';
  for (let index = 0; index < SHORT_CODE_LENGTH; index++) code += BASE62[randomInt(BASE62.length)];
  return code;
}
