import { AppError } from '@scanorder/shared/errors/app-error';
import type { OrderSettings } from '@scanorder/shared/business/settings';
import { orderMessages } from '@scanorder/shared/ordering/order-messages';
import type { FulfilmentType } from '@scanorder/shared/ordering/order-status';
import { slotMessages } from '@scanorder/shared/ordering/pickup-slots';
import type { Order, PlaceOrderInput } from '@scanorder/shared/ordering/place-order';
import { RECENT_ORDERS_LIMIT, type RecentOrders } from '@scanorder/shared/ordering/recent-orders';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { BusinessRecord, BusinessRepository } from '../business/business.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { TenantScopes } from '../../tenancy/tenant-scope.ts';
import type { LoadStorefront, StorefrontRef } from '../storefront/storefront.ts';
import type { StorefrontRepository } from '../storefront/storefront.repository.ts';
import type { OrderNotifier } from './order-notifier.ts';
import { presentOrder, presentPlacedOrder } from './order-view.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import type { PlacementRepository } from './placement.repository.ts';
import { createOrderPreparation } from './prepare-order.ts';
import { type TenantScope, unsafePublicScope } from '../../tenancy/tenant.ts';

export interface OrdersServiceOptions {
  orders: Pick<
    OrdersRepository,
    'bookedSlots' | 'releasePaid' | 'listRecentForCustomer' | 'unsafeFindOrderById'
  >;
  placement: PlacementRepository;
  businesses: Pick<BusinessRepository, 'findByKind'>;
  storefront: Pick<StorefrontRepository, 'findItems'>;
  loadStorefront: LoadStorefront;
  storage: FileStorage;
  retentionDays: number;
  /** Told after a new order committed (Web Push to the team). */
  notifier?: OrderNotifier | undefined;
  /** A placement runs in the scope of the account its URL names (decision 042). */
  scopes: Pick<TenantScopes, 'run'>;
  /**
   * Whether this order is paid before it is sent (issue 18): then it waits for the guest's
   * payment, off the board, until `PAYMENT_HOLD_MINUTES` have passed.
   */
  paidBeforeSent?: (
    accountId: string,
    fulfilment: FulfilmentType,
    settings: OrderSettings,
  ) => Promise<boolean>;
  now?: () => Date;
}

/** How long a guest has to pay an order paid before it is sent (docs/decisions, pay before sent). */
export const PAYMENT_HOLD_MINUTES = 30;

/** Placing orders and the customer's order page (the owner's side is `board.service.ts`). */
export function createOrdersService({
  orders,
  placement,
  businesses,
  storefront,
  loadStorefront,
  storage,
  retentionDays,
  notifier,
  scopes,
  paidBeforeSent,
  now = () => new Date(),
}: OrdersServiceOptions) {
  const prepare = createOrderPreparation({
    orders,
    storefront,
    loadStorefront,
    storage,
    retentionDays,
  });

  async function businessOf(scope: TenantScope, row: OrderRow): Promise<BusinessRecord> {
    const business = await businesses.findByKind(scope, row.kind);
    if (!business || business.id !== row.businessId)
      throw new AppError('NOT_FOUND', orderMessages.notFound);
    return business;
  }

  async function view(row: OrderRow): Promise<Order> {
    return presentOrder(row, await businessOf(unsafePublicScope(row.accountId), row), storage);
  }

  /**
   * The order a key already placed, for the browser that placed it only (its customer cookie): a
   * key replayed from anywhere else would hand over another customer's order and contact details.
   */
  async function replayed(row: OrderRow, customerId: string) {
    if (row.customerId !== customerId) throw new AppError('CONFLICT', orderMessages.keyUsed);
    return { order: await view(row), created: false };
  }

  /** `place`: its reads, then its write, each in a short scope of the order's account. */
  async function placeInScope(
    input: PlaceOrderInput,
    customerId: string,
  ): Promise<{ order: Order; created: boolean }> {
    const at = now();
    const scope = unsafePublicScope(input.accountId);
    // A known key is answered by `placement.place` (no second order); when the store refuses the
    // request now (closed, item gone, ...), a retry still gets the order its key already placed.
    let prepared;
    try {
      // The checks and pricing read in a short scope of their own (decision 042); a cached
      // storefront leaves it only the items and slots to read.
      prepared = await scopes.run(input.accountId, async () => {
        const checked = await prepare(input, customerId, at);
        // Paid before it is sent (issue 18): the order waits for its payment, off the board.
        const { values, store } = checked;
        if (
          await paidBeforeSent?.(
            input.accountId,
            values.fulfilmentType,
            store.business.orderSettings,
          )
        )
          values.awaitingPaymentUntil = new Date(at.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
        return checked;
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const replay = await scopes.run(input.accountId, () =>
        placement.findByIdempotencyKey(scope, input.idempotencyKey),
      );
      if (!replay) throw error;
      return scopes.run(input.accountId, () => replayed(replay, customerId));
    }
    const { store, values, capacity, scanned } = prepared;

    // The write runs in a scope of its own: on PGlite a scope holds the one connection, and the
    // checks and pricing above would hold it across their JavaScript (decision 042); on PostgreSQL
    // it is one message (decision 040, sixth pass).
    const result = await placement.place(scope, values, capacity, scanned);
    switch (result.outcome) {
      case 'created': {
        const order = presentPlacedOrder(result.order, store.business, storage);
        return { order, created: true };
      }
      case 'existing':
        return scopes.run(input.accountId, () => replayed(result.order, customerId));
      case 'slot-full':
        throw new AppError('CONFLICT', slotMessages.full, 'fulfilment.slot');
      default:
        return result satisfies never;
    }
  }

  return {
    /**
     * Places a customer's order, pricing it from the stored menu (prices a browser sends are never
     * read). The same idempotency key returns the first order (`created: false`), even when the
     * first response never reached the phone, and never makes a second.
     */
    async place(
      input: PlaceOrderInput,
      customerId: string,
    ): Promise<{ order: Order; created: boolean }> {
      let placed;
      try {
        placed = await placeInScope(input, customerId);
      } catch (error) {
        // The same key raced in (a double tap, or another business of the account): the first
        // wins. Read in a new scope: the refused insert ended the first one's transaction.
        if (!isUniqueViolation(error, 'orders_account_idempotency_key')) throw error;
        return scopes.run(input.accountId, async () => {
          const scope = unsafePublicScope(input.accountId);
          const first = await placement.findByIdempotencyKey(scope, input.idempotencyKey);
          if (!first) throw error;
          return replayed(first, customerId);
        });
      }
      // Told after the commit, outside the scope: the team's push reads the account's devices.
      // An order that waits for its payment is announced when it is paid (releasePaid).
      if (placed.created && !placed.order.awaitingPaymentUntil) notifier?.orderPlaced(placed.order);
      return placed;
    },

    /**
     * "My recent orders" of the customer cookie at the business of a menu address. The address is
     * checked like the menu's own (ids of two accounts mixed are not found); no cookie, no orders.
     */
    async recentForCustomer(ref: StorefrontRef, customerId: string | null): Promise<RecentOrders> {
      const store = await loadStorefront(ref, now());
      if (!customerId) return { orders: [] };
      const rows = await orders.listRecentForCustomer(
        store.scope,
        store.business.id,
        customerId,
        RECENT_ORDERS_LIMIT,
      );
      return {
        orders: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },

    /**
     * Paid before it was sent: now the team's, announced and pushed like a new order. `business`
     * is the one the paying request read (it presents the order without reading it again).
     */
    async releasePaid(
      accountId: string,
      orderId: string,
      business?: BusinessRecord,
    ): Promise<void> {
      const scope = unsafePublicScope(accountId);
      const row = await orders.releasePaid(scope, orderId);
      if (!row) return;
      const known = business?.id === row.businessId ? business : await businessOf(scope, row);
      notifier?.orderPlaced(presentOrder(row, known, storage));
    },

    /** The customer's order page: anyone with the random order id. */
    async getPublic(orderId: string): Promise<Order> {
      const row = await orders.unsafeFindOrderById(orderId);
      if (!row) throw new AppError('NOT_FOUND', orderMessages.notFound);
      return view(row);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
