import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notificationOf, type StorefrontChangedEvent } from '../events/app-events.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { StorefrontCache } from './storefront-cache.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BILLING_WEBHOOKS = '/api/v1/billing/webhooks/';
/** A read that may write: a completed checkout's status applies its subscription at once. */
const CHECKOUT_STATUS = '/api/v1/billing/checkout-sessions/';

/**
 * Whose storefront a finished request may have changed: a signed-in member's or a kiosk's account;
 * a platform admin's edit or a billing webhook may concern any account (null). Customers' own
 * requests (placing orders) change nothing customers read of the menu.
 */
function changedBy(request: FastifyRequest): StorefrontChangedEvent | undefined {
  if (READS.has(request.method) && !request.url.startsWith(CHECKOUT_STATUS)) return undefined;
  const accountId = request.tenant?.accountId ?? request.kiosk?.scope.accountId;
  if (accountId) return { type: 'storefront.changed', accountId };
  if (request.platformAdmin || request.url.startsWith(BILLING_WEBHOOKS))
    return { type: 'storefront.changed', accountId: null };
  return undefined;
}

/**
 * Keeps the storefront cache true to what owners saved: every change request drops the account's
 * entries in this process before its answer leaves (so the owner's next look at the menu shows the
 * change), and NOTIFYs the other API processes, which drop theirs when they hear it.
 */
export function registerStorefrontInvalidation(
  app: FastifyInstance,
  deps: { caches: StorefrontCache[]; events: EventBus; db: Database },
) {
  const apply = ({ accountId }: StorefrontChangedEvent) => {
    for (const cache of deps.caches) {
      if (accountId) cache.invalidate(accountId);
      else cache.invalidateAll();
    }
  };
  deps.events.subscribe((event) => {
    if (event.type === 'storefront.changed') apply(event);
  });
  /** Other caches of the account's data in this process (the board's lists). */
  const localListeners = new Set<(event: StorefrontChangedEvent) => void>();
  const applyHere = (event: StorefrontChangedEvent) => {
    apply(event);
    for (const listener of localListeners) listener(event);
  };
  // Announcements made while the LISTEN connection was down are lost: forget everything, as the
  // TTL would later (the entries live as long as the account standings, a minute by default).
  deps.events.onReconnect(() => applyHere({ type: 'storefront.changed', accountId: null }));
  const announce = (event: StorefrontChangedEvent, log: FastifyBaseLogger) => {
    applyHere(event);
    deps.db.execute(notificationOf(event)).catch((error: unknown) => {
      // The other processes' entries still end with their TTL.
      log.warn({ err: error }, 'could not announce a storefront change');
    });
  };
  app.addHook('onSend', (request, _reply, payload, done) => {
    const event = changedBy(request);
    if (event) announce(event, request.log);
    done(null, payload);
  });
  return {
    /** What the account's customers or order placements read changed outside its own requests. */
    changed(accountId: string) {
      announce({ type: 'storefront.changed', accountId }, app.log);
    },
    /**
     * Hears this process's own announcements before their answer leaves (other processes'
     * arrive on the event bus as `storefront.changed`).
     */
    onLocalChange(listener: (event: StorefrontChangedEvent) => void) {
      localListeners.add(listener);
    },
  };
}
