import { describe, expect, it } from 'vitest';
import { createSessionCache, type SessionAnswer } from './session-cache.ts';

const ACCOUNT = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'a0000000-0000-4000-8000-000000000002';

function answerOf(accountId: string, at: number, overrides: Partial<SessionAnswer> = {}) {
  return {
    tenant: {
      accountId,
      userId: 'user',
      memberId: 'member',
      role: 'admin' as const,
      isOwner: true,
      email: 'owner@example.com',
    },
    expiresAt: at + 3_600_000,
    lastActiveAt: at,
    idleMinutes: 30,
    ...overrides,
  };
}

describe('the session cache', () => {
  it('answers a checked session within its TTL, then reads again', () => {
    let now = 1_000_000;
    const cache = createSessionCache({ ttlMs: 5000, now: () => now });
    cache.set('cookie', answerOf(ACCOUNT, now));
    now += 4999;
    expect(cache.get('cookie')?.accountId).toBe(ACCOUNT);
    now += 1;
    expect(cache.get('cookie')).toBeUndefined();
  });

  it('never answers past the session’s expiry or the account’s idle timeout', () => {
    let now = 1_000_000;
    const cache = createSessionCache({ ttlMs: 60_000, now: () => now });
    cache.set('expiring', answerOf(ACCOUNT, now, { expiresAt: now + 1000 }));
    cache.set('idle', answerOf(ACCOUNT, now, { lastActiveAt: now - 30 * 60_000 + 500 }));
    now += 1000;
    expect(cache.get('expiring')).toBeUndefined();
    expect(cache.get('idle')).toBeUndefined();
  });

  it('drops an account’s sessions, or all of them, when told', () => {
    const now = 1_000_000;
    const cache = createSessionCache({ ttlMs: 5000, now: () => now });
    cache.set('a', answerOf(ACCOUNT, now));
    cache.set('b', answerOf(OTHER, now));
    cache.dropAccount(ACCOUNT);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.accountId).toBe(OTHER);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0, and hands each request its own copy', () => {
    const now = 1_000_000;
    const off = createSessionCache({ ttlMs: 0, now: () => now });
    off.set('cookie', answerOf(ACCOUNT, now));
    expect(off.get('cookie')).toBeUndefined();
    const on = createSessionCache({ ttlMs: 5000, now: () => now });
    on.set('cookie', answerOf(ACCOUNT, now));
    on.get('cookie')!.role = 'member';
    expect(on.get('cookie')?.role).toBe('admin');
  });
});
