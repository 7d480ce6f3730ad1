import type { FastifyBaseLogger } from 'fastify';
import {
  NEW_ORDER_TITLE,
  ordersBoardPath,
  type PushMessage,
} from '@scanorder/shared/ordering/board';
import { customerShortName } from '@scanorder/shared/ordering/order-status';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { customerOrderPath } from '@scanorder/shared/qr/qr-code';
import type { OrderNotifier } from '../ordering/order-notifier.ts';
import { createStorefrontCache, type StorefrontCache } from '../storefront/storefront-cache.ts';
import type { PushSender } from './push-sender.ts';
import type { TenantScopes } from '../../tenancy/tenant-scope.ts';
import type { PushRepository, StoredPushSubscription } from './push.repository.ts';

/** The team's alert for a new order; it opens the orders board of that business. */
export function newOrderMessage(order: Order, memberId: string | null): PushMessage {
  const url = ordersBoardPath({ accountId: order.accountId, kind: order.kind, memberId });
  const who = customerShortName(order.customer.firstName, order.customer.lastName) || 'A customer';
  return {
    title: NEW_ORDER_TITLE,
    body: `${who} · Order ${order.reference} · ${order.storeName}`,
    url,
    tag: `order-${order.id}`,
    data: { url, orderId: order.id },
  };
}

/** The customer's alert for a change of their order; it opens their order page. */
export function orderChangeMessage(order: Order, statusChanged: boolean): PushMessage {
  const url = customerOrderPath(order);
  const body = !statusChanged
    ? `Order ${order.reference} was updated by the store`
    : order.status === 'Order Cancelled' && order.cancelDescription
      ? `Order ${order.reference}: ${order.status} - ${order.cancelDescription}`
      : `Order ${order.reference}: ${order.status}`;
  return {
    title: order.business.name,
    body,
    url,
    tag: `order-${order.id}`,
    data: { url, orderId: order.id },
  };
}

const CONCURRENCY = 4;

/**
 * Web Push for orders, sent after the change committed and never in the way of the request: a new
 * order goes to every subscribed device of the account's active team, a status change (or an edit)
 * to the customers who opted in on that order's page. Endpoints the push service reports gone are
 * removed.
 *
 * The team's devices are read through the storefront cache (decision 011): a rush of orders costs
 * one read of them, and every change of the team or its devices is a member's change request,
 * which drops the account's entries.
 */
export function createPushNotifier(deps: {
  push: PushRepository;
  send: PushSender;
  logger: FastifyBaseLogger;
  /**
   * Reads and removals run in short scopes of their own, detached from the request that told
   * (it may have ended); none is open while messages go out to the push services.
   */
  scopes: Pick<TenantScopes, 'run' | 'detached'>;
  cache?: StorefrontCache;
}): OrderNotifier & { settled(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  const cache = deps.cache ?? createStorefrontCache({ ttlMs: 0 });

  const inScope = <T>(accountId: string, work: () => Promise<T>) =>
    deps.scopes.detached(() => deps.scopes.run(accountId, work));

  function inBackground(work: () => Promise<void>) {
    const task: Promise<void> = deps.scopes
      .detached(work)
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'push notifications failed'))
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  async function deliver<S extends StoredPushSubscription>(
    accountId: string,
    subscriptions: S[],
    messageOf: (subscription: S) => PushMessage,
    topic?: string,
  ) {
    const gone: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < subscriptions.length) {
        const subscription = subscriptions[next++]!;
        const outcome = await deps.send(subscription, messageOf(subscription), { topic });
        if (outcome === 'gone') gone.push(subscription.endpoint);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, subscriptions.length) }, worker));
    if (gone.length > 0) await inScope(accountId, () => deps.push.unsafeRemoveEndpoints(gone));
    return gone.length;
  }

  return {
    orderPlaced(order) {
      // An account whose team has no device (most, and every bench) costs nothing per order: no
      // background task, scope or promise chain to find that out again.
      const known = cache.peek<readonly unknown[]>(order.accountId, 'push-devices');
      if (known?.length === 0) return;
      inBackground(async () => {
        const { accountId } = order;
        const devices = await cache.read(accountId, 'push-devices', () =>
          inScope(accountId, () => deps.push.listForAccount({ accountId })),
        );
        const gone = await deliver(accountId, devices, (device) =>
          newOrderMessage(order, device.isOwner ? null : device.memberId),
        );
        if (gone > 0) cache.invalidate(accountId);
      });
    },

    orderChanged(order, { previousStatus }) {
      inBackground(async () => {
        const { accountId } = order;
        const customers = await inScope(accountId, () =>
          deps.push.listForOrder({ accountId }, order.id),
        );
        if (customers.length === 0) return;
        const message = orderChangeMessage(order, previousStatus !== null);
        // One topic per order: a phone that was offline gets the latest status, not each step.
        await deliver(accountId, customers, () => message, order.id.replace(/-/g, ''));
      });
    },

    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type PushNotifier = ReturnType<typeof createPushNotifier>;
