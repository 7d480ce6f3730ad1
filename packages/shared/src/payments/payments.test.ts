import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages, TEST_CARDS, testCardSchema } from './payments.ts';

const card = (expiry: string) => ({ number: TEST_CARDS.success, expiry, cvc: '123' });
const messagesOf = (expiry: string) =>
  testCardSchema.safeParse(card(expiry)).error?.issues.map((issue) => issue.message) ?? [];

describe('the TEST MODE card', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses an expiry in the past, as a real card would be, and says the card expired', () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T07:00:00Z') });
    expect(messagesOf('01/20')).toEqual([paymentMessages.cardExpired]);
    expect(messagesOf('11/26')).toEqual([paymentMessages.cardExpired]);
  });

  it('takes a card until the end of its expiry month, and any later one', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T23:00:00Z') });
    expect(messagesOf('12/26')).toEqual([]);
    expect(messagesOf('01 / 27')).toEqual([]);
    expect(messagesOf('12/40')).toEqual([]);
  });

  it('says a malformed expiry is malformed, not expired', () => {
    expect(messagesOf('13/40')).toEqual([paymentMessages.expiry]);
    expect(messagesOf('')).toEqual([paymentMessages.expiry]);
  });
});
