import type { Access } from '../../auth/auth.module.ts';
import type { Platform } from '../../platform.ts';
import type { BillingModule } from '../billing/billing.module.ts';
import type { BusinessModule } from '../business/business.module.ts';
import type { PublicAccountOf } from '../../tenancy/request-scope.ts';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { isPaymentEventType } from './payment-provider.ts';
import { createPaymentRecoveryRepository } from './payment-recovery.repository.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import { startPaymentRecovery } from './payment-recovery.ts';
import { payableOrderOf } from './payable-order.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { registerTableBillRoutes } from './table-bill.routes.ts';
import { createTableBillsRepository } from './table-bills.repository.ts';
import { createShareReceiptsRepository } from './share-receipts.repository.ts';
import { createPaymentsService } from './payments.service.ts';

/** Guests paying their orders; refunds and the ledger (issue 18). */
export function createPaymentsModule(
  { app, config, db, unsafeOwnerDb, scopes, mailer, events, publisher }: Platform,
  { requireTenant }: Access,
  {
    billing,
    business,
    orderAccount,
  }: { billing: BillingModule; business: BusinessModule; orderAccount: PublicAccountOf },
) {
  const provider = createPaymentProvider(config);
  const repository = createPaymentsRepository(db);
  const service = createPaymentsService({
    provider,
    payments: repository,
    bills: createTableBillsRepository(db),
    receipts: createShareReceiptsRepository(db),
    businesses: business.repository,
    billing: billing.repository,
    platformFeePercent: config.PLATFORM_FEE_PERCENT,
    mailer,
    publicUrl: config.publicUrl,
    onMailError: (error) => app.log.warn({ err: error }, 'payment receipt email failed'),
    announce: async (accountId, orderId) => {
      const order = await repository.orderVersion(unsafePublicScope(accountId), orderId);
      // With its status, so no process reads the order to see whether it is a cancel to refund.
      if (order) publisher.publish({ type: 'order.changed', accountId, orderId, ...order });
    },
    inScope: (accountId, work) => scopes.run(accountId, work),
    guestOrderOf: (orderId) =>
      scopes.unsafeAsOwner('a guest paying by order id', () => payableOrderOf(repository, orderId)),
    runAs: (accountId, work) => scopes.detached(() => scopes.run(accountId, work)),
    recovery: createPaymentRecoveryRepository(unsafeOwnerDb),
    ledger: createLedgerRepository(db),
    asOwner: (work) => scopes.detached(() => scopes.unsafeAsOwner('payments recovery', work)),
    onRecoveryError: (error, item) =>
      app.log.error({ err: error, ...item }, 'payment recovery failed for one item'),
  });
  if (config.PAYMENT_RECOVERY_INTERVAL_MS > 0) {
    const stop = startPaymentRecovery(
      { runOnce: (at) => service.recover(at) },
      {
        intervalMs: config.PAYMENT_RECOVERY_INTERVAL_MS,
        onReconnect: (listener) => events.onReconnect(listener),
        onError: (error) => app.log.error({ err: error }, 'payment recovery failed'),
      },
    );
    app.addHook('onClose', () => stop());
  }
  // One Stripe endpoint and secret: billing verifies each event and hands guest payments' here.
  billing.webhooks.delegate({
    accepts: isPaymentEventType,
    handle: (rawBody, signature) => service.handleWebhook(rawBody, signature),
  });
  registerPaymentRoutes(app, {
    payments: service,
    payRateLimit: config.ORDER_RATE_LIMIT_MAX,
    requireTenant,
    orderAccount,
  });
  registerTableBillRoutes(app, {
    payments: service,
    payRateLimit: config.ORDER_RATE_LIMIT_MAX,
    requireTenant,
    orderAccount,
  });
  // Heard on every process, in no request: each refund runs in the scope of the order's account.
  events.subscribe((event) => {
    if (event.type !== 'order.changed') return;
    // Every placement is an event heard by every process: read the order only when it may be a cancel.
    if (event.status !== undefined && event.status !== 'Order Cancelled') return;
    scopes
      .detached(() =>
        scopes.run(event.accountId, () =>
          service.refundIfCancelled(event.accountId, event.orderId),
        ),
      )
      .catch((error: unknown) =>
        app.log.error({ err: error, orderId: event.orderId }, 'refund of a cancelled order failed'),
      );
  });
  return { provider, repository, service };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
