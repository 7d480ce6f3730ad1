import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '@scanorder/shared/ordering/order-status';

/**
 * The events every API process hears, defined once: their schemas, how an order change is told,
 * and the one payload both NOTIFY paths send (inside the change's transaction, `notificationOf`,
 * or batched after its commit, event-publisher.ts) and the event bus reads back.
 */

/** The one channel every API process LISTENs on; events carry their type. */
export const EVENTS_CHANNEL = 'scanorder_events';

const orderChangedEventSchema = z.object({
  type: z.literal('order.changed'),
  accountId: z.uuid(),
  orderId: z.uuid(),
  version: z.number().int(),
  /**
   * The order's status at `version`, so that listeners interested in one status (refunds of a
   * cancelled order) need not read every order placed; absent from an older process's events.
   */
  status: z.enum(ORDER_STATUSES).optional(),
});
type OrderChangedEvent = z.infer<typeof orderChangedEventSchema>;

/** Something customers read of an account changed (null: of any account). */
const storefrontChangedEventSchema = z.object({
  type: z.literal('storefront.changed'),
  accountId: z.uuid().nullable(),
});
export type StorefrontChangedEvent = z.infer<typeof storefrontChangedEventSchema>;

/** A sign-out, revoked sessions or a password change: cached sessions are read again. */
const sessionsChangedEventSchema = z.object({ type: z.literal('sessions.changed') });

const appEventSchema = z.discriminatedUnion('type', [
  orderChangedEventSchema,
  storefrontChangedEventSchema,
  sessionsChangedEventSchema,
]);
export type AppEvent = z.infer<typeof appEventSchema>;

/** The event of an order as it is now: every committed change of an order is told with it. */
export function orderChangedOf(order: {
  id: string;
  accountId: string;
  version: number;
  status: OrderStatus;
}): OrderChangedEvent {
  return {
    type: 'order.changed',
    accountId: order.accountId,
    orderId: order.id,
    version: order.version,
    status: order.status,
  };
}

/**
 * An event as a NOTIFY payload: its JSON, with `sentAt` so that every listener can measure the
 * bus's lag (metrics); events themselves ignore it.
 */
export function payloadOf(event: AppEvent): string {
  return JSON.stringify({ ...event, sentAt: Date.now() });
}

/** A NOTIFY payload read back (throws when it is no event); `observeLag` hears its age. */
export function eventOfPayload(
  payload: string | undefined,
  observeLag?: (ms: number) => void,
): AppEvent {
  const raw = JSON.parse(payload ?? '') as { sentAt?: unknown };
  if (typeof raw.sentAt === 'number') observeLag?.(Date.now() - raw.sentAt);
  return appEventSchema.parse(raw);
}

/**
 * The NOTIFY for an event, to run inside the transaction that made the change: PostgreSQL delivers
 * it when (and only if) that transaction commits, to every listening process.
 */
export function notificationOf(event: AppEvent): SQL {
  return sql`select pg_notify(${EVENTS_CHANNEL}, ${payloadOf(event)})`;
}
