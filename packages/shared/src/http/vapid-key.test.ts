import { describe, expect, it } from 'vitest';
import { applicationServerKeyOf } from './vapid-key.ts';

describe('applicationServerKeyOf', () => {
  it('decodes base64url without padding into the key bytes', () => {
    // 0xfb 0xff 0xfe spells "-__-" in base64url ("+//+" in base64): both alphabet swaps are exercised.
    expect([...applicationServerKeyOf('-__-')]).toEqual([0xfb, 0xff, 0xfe]);
    expect([...applicationServerKeyOf('AQID')]).toEqual([1, 2, 3]);
    expect([...applicationServerKeyOf('AQ')]).toEqual([1]);
  });
});
