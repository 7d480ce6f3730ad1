import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { notificationOf, type AppEvent } from '../modules/events/app-events.ts';
import type { EventBus } from '../modules/events/event-bus.ts';
import type { TenantContext } from '../tenancy/tenant.ts';

/** What the tenant guard found for a session cookie, and until when it may stand for it. */
export interface SessionAnswer {
  tenant: TenantContext;
  /** The session's own expiry (better-auth's `expiresAt`). */
  expiresAt: number;
  /** When the session was last marked active, as the guard read it (before its touch). */
  lastActiveAt: number | null;
  idleMinutes: number;
}

/** Sessions one process remembers at most; the oldest goes first. */
const MAX_ENTRIES = 10_000;

/** The session cookie better-auth sets (prefix `scanorder`, `__Secure-` over HTTPS). */
const SESSION_COOKIES = ['scanorder.session_token', '__Secure-scanorder.session_token'];

/** The signed session cookie of a request: the cache's key (a forged one never got an entry). */
export function sessionKeyOf(request: FastifyRequest): string | undefined {
  for (const name of SESSION_COOKIES) {
    const value = request.cookies[name];
    if (value) return value;
  }
  return undefined;
}

/**
 * The tenant guard's answers, per process, for `ttlMs` (decision 031, second addendum): a signed-in
 * request whose session cookie was checked within the TTL reads no table. Every change that can end
 * or narrow a session drops entries at once (registerSessionInvalidation); the session's expiry and
 * the account's idle timeout are checked on every hit, so a cached answer never outlives either.
 */
export function createSessionCache({
  ttlMs,
  now = Date.now,
}: {
  ttlMs: number;
  now?: () => number;
}) {
  const entries = new Map<string, SessionAnswer & { storedAt: number }>();
  return {
    get(key: string): TenantContext | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const at = now();
      const idle =
        entry.lastActiveAt !== null && at - entry.lastActiveAt > entry.idleMinutes * 60_000;
      if (at - entry.storedAt >= ttlMs || at >= entry.expiresAt || idle) {
        // The guard reads the database again and decides (renews, ends an idle session).
        entries.delete(key);
        return undefined;
      }
      // A copy: whatever a request does with its tenant stays in that request.
      return { ...entry.tenant };
    },
    set(key: string, answer: SessionAnswer): void {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...answer, storedAt: now() });
    },
    /** A change request of the account's members (roles, revocations, removals, closure). */
    dropAccount(accountId: string): void {
      for (const [key, entry] of entries)
        if (entry.tenant.accountId === accountId) entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** better-auth requests that only start sessions: every other write may end or change one. */
const STARTS_SESSION = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email']);

const SESSIONS_CHANGED: AppEvent = { type: 'sessions.changed' };

/**
 * Keeps the session cache true. This process drops entries before the changing request's answer
 * leaves; the other API processes when they hear the event (milliseconds):
 * - a change request of a signed-in member (team: role, revoke, remove; account closure; a platform
 *   admin's edit): the account's entries, through the storefront's own announcement of it
 *   (`storefrontChanged`, and `storefront.changed` from other processes);
 * - better-auth writes other than signing in or up (sign-out, revoked sessions, password change or
 *   reset): every entry, announced as `sessions.changed` (no account is known there).
 */
export function registerSessionInvalidation(
  app: FastifyInstance,
  deps: {
    cache: SessionCache;
    events: EventBus;
    db: Database;
    onStorefrontChange(listener: (accountId: string | null) => void): void;
  },
) {
  const dropFor = (accountId: string | null) =>
    accountId ? deps.cache.dropAccount(accountId) : deps.cache.clear();
  deps.onStorefrontChange(dropFor);
  deps.events.subscribe((event) => {
    if (event.type === 'storefront.changed') dropFor(event.accountId);
    else if (event.type === 'sessions.changed') deps.cache.clear();
  });
  // A callback hook, so an answer that changes no session (nearly all) costs no promise.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (
      request.method === 'GET' ||
      !request.url.startsWith('/api/auth/') ||
      STARTS_SESSION.has(request.url.split('?')[0]!)
    ) {
      done(null, payload);
      return;
    }
    deps.cache.clear();
    deps.db
      .execute(notificationOf(SESSIONS_CHANGED))
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'could not announce a session change');
      })
      .then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
  });
}
