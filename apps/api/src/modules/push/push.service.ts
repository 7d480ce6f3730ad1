import webpush from 'web-push';
import { AppError } from '@scanorder/shared/errors/app-error';
import type { PushSubscriptionInput } from '@scanorder/shared/ordering/board';
import { orderMessages } from '@scanorder/shared/ordering/order-messages';
import { assertCan } from '../../auth/roles.ts';
import type { PlanLimitsReader } from '../billing/plan-limits.ts';
import type { OrdersRepository } from '../ordering/orders.repository.ts';
import { assertPushEndpoint, pushMessages } from './push-endpoint.ts';
import type { PushRepository, StoredPushSubscription } from './push.repository.ts';
import { type TenantContext, unsafePublicScope } from '../../tenancy/tenant.ts';

/** Checks a browser's subscription can be sent to: a public push service and usable keys. */
function storedOf(input: PushSubscriptionInput, allowInsecure: boolean): StoredPushSubscription {
  assertPushEndpoint(input.endpoint, allowInsecure);
  try {
    webpush.encrypt(input.keys.p256dh, input.keys.auth, 'check', 'aes128gcm');
  } catch {
    throw new AppError('VALIDATION_FAILED', pushMessages.badKeys, 'keys');
  }
  return { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
}

/** Storing and removing Web Push subscriptions of team devices and of customers' orders. */
export function createPushService(deps: {
  push: PushRepository;
  orders: OrdersRepository;
  publicKey: string;
  allowInsecureEndpoints: boolean;
  /** Push notifications to team devices are a Company feature (decision 030). */
  planLimits: Pick<PlanLimitsReader, 'assertFeature'>;
  /** A device moved away from this account: its cached team devices must be read again. */
  devicesChanged?: (accountId: string) => void;
}) {
  const { push } = deps;

  async function requireOrder(orderId: string) {
    const order = await deps.orders.unsafeFindOrderById(orderId);
    if (!order || order.personalDataErasedAt)
      throw new AppError('NOT_FOUND', orderMessages.notFound);
    return order;
  }

  return {
    publicKey: () => deps.publicKey,

    /** The avatar menu's Notifications switch, on: new orders of the account reach this device. */
    async subscribe(ctx: TenantContext, input: PushSubscriptionInput): Promise<void> {
      assertCan(ctx, 'orders.view');
      await deps.planLimits.assertFeature(ctx.accountId, 'pushNotifications');
      const { movedFrom } = await push.upsert(
        ctx,
        { memberId: ctx.memberId, userId: ctx.userId },
        storedOf(input, deps.allowInsecureEndpoints),
      );
      if (movedFrom) deps.devicesChanged?.(movedFrom);
    },

    async unsubscribe(ctx: TenantContext, endpoint: string): Promise<void> {
      await push.remove(ctx, ctx.userId, endpoint);
    },

    listOfUser: (ctx: TenantContext) => push.listOfUser(ctx, ctx.userId),

    /** A customer's opt-in on their order page: status changes of this order reach the device. */
    async subscribeToOrder(orderId: string, input: PushSubscriptionInput): Promise<void> {
      const order = await requireOrder(orderId);
      await push.addForOrder(
        unsafePublicScope(order.accountId),
        order.id,
        storedOf(input, deps.allowInsecureEndpoints),
      );
    },

    async unsubscribeFromOrder(orderId: string, endpoint: string): Promise<void> {
      const order = await requireOrder(orderId);
      await push.removeForOrder(unsafePublicScope(order.accountId), order.id, endpoint);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
