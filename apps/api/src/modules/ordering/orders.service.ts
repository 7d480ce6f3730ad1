import { localDateOf } from '@scanorder/shared/business/zoned-time';
import { AppError } from '@scanorder/shared/errors/app-error';
import { formatMinor } from '@scanorder/shared/money/format';
import { storedCustomerOf } from '@scanorder/shared/ordering/customer';
import { isWithinDeliveryRadius } from '@scanorder/shared/ordering/distance';
import { missingGuestDetails } from '@scanorder/shared/ordering/guest-details';
import { openStatusAt, type OpenStatus } from '@scanorder/shared/ordering/opening';
import type { OrderSettings } from '@scanorder/shared/business/settings';
import type { FulfilmentType } from '@scanorder/shared/ordering/order-status';
import { checkSlot, slotMessages } from '@scanorder/shared/ordering/pickup-slots';
import type {
  Order,
  OrderFulfilment,
  PlaceOrderInput,
} from '@scanorder/shared/ordering/place-order';
import { priceCart, PricingError, type PriceBreakdown } from '@scanorder/shared/ordering/price';
import { RECENT_ORDERS_LIMIT, type RecentOrders } from '@scanorder/shared/ordering/recent-orders';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { BusinessRecord, BusinessRepository } from '../business/business.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { TenantScopes } from '../../tenancy/tenant-scope.ts';
import type { OrderNotifier } from './order-notifier.ts';
import { presentOrder, type StoredPricing } from './order-view.ts';
import type {
  NewOrder,
  OrderRow,
  OrdersRepository,
  ScannedCode,
  SlotCapacity,
} from './orders.repository.ts';
import { bookedBetween, canSchedule, dineInSettingsOf } from './public-menu.service.ts';
import {
  pricingItemOf,
  type LoadStorefront,
  type Storefront,
  type StorefrontRef,
} from '../storefront/storefront.ts';
import type { StorefrontRepository } from '../storefront/storefront.repository.ts';
import { type TenantScope, unsafePublicScope } from '../../tenancy/tenant.ts';

export interface OrdersServiceOptions {
  orders: OrdersRepository;
  businesses: BusinessRepository;
  storefront: StorefrontRepository;
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

export const orderMessages = {
  notFound: 'Order not found',
  stale: 'This order was changed meanwhile. Reload it and try again.',
  refused: (from: string, to: string) => `An order in ${from} cannot move to ${to}`,
  keyUsed: 'This order request was already used. Please place your order again.',
  dineInOff: 'Dine-in is not offered by this store',
  deliveryOff: 'Delivery is not offered by this store',
  closedAsap: (status: OpenStatus, canSchedule: boolean) =>
    `${status.message ?? ''} ${canSchedule ? 'Please schedule a pickup for a later time.' : 'Please order when the store is open.'}`.trim(),
  deliveryMinimum: (amount: string) => `Delivery needs an order of at least ${amount}`,
  outsideRadius: (radius: number, unit: string) =>
    `Your location is outside the delivery area (${radius} ${unit})`,
} as const;

const MS_PER_DAY = 86_400_000;

/** How long a guest has to pay an order paid before it is sent (docs/decisions, pay before sent). */
export const PAYMENT_HOLD_MINUTES = 30;

interface CheckedFulfilment {
  stored: OrderFulfilment;
  scheduledFor: Date | null;
  capacity: SlotCapacity | null;
}

/** Placing orders and the customer's order page (the owner's side is `board.service.ts`). */
export function createOrdersService({
  orders,
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
  async function businessOf(scope: TenantScope, row: OrderRow): Promise<BusinessRecord> {
    const business = await businesses.findByKind(scope, row.kind);
    if (!business || business.id !== row.businessId)
      throw new AppError('NOT_FOUND', orderMessages.notFound);
    return business;
  }

  async function view(row: OrderRow): Promise<Order> {
    return presentOrder(row, await businessOf(unsafePublicScope(row.accountId), row), storage);
  }

  /** Dine-in, pickup now, a scheduled slot or delivery, as the business allows them now. */
  async function checkFulfilment(
    store: Storefront,
    input: PlaceOrderInput,
    at: Date,
  ): Promise<CheckedFulfilment> {
    const status = openStatusAt(store.calendar, store.gates, at);
    const settings = store.business.pickupDelivery;
    const blocked = (message: string) => new AppError('CONFLICT', message, 'fulfilment');
    const { fulfilment } = input;
    switch (fulfilment.type) {
      case 'dine-in': {
        if (!dineInSettingsOf(store.business).enabled)
          throw new AppError('VALIDATION_FAILED', orderMessages.dineInOff, 'fulfilment.type');
        if (!status.open) throw blocked(orderMessages.closedAsap(status, false));
        return { stored: { type: 'dine-in' }, scheduledFor: null, capacity: null };
      }
      case 'pickup': {
        if (fulfilment.slot === null) {
          if (!status.open) throw blocked(orderMessages.closedAsap(status, canSchedule(store, at)));
          return {
            stored: { type: 'pickup', scheduledFor: null },
            scheduledFor: null,
            capacity: null,
          };
        }
        if (!settings.schedulePickupEnabled)
          throw new AppError('VALIDATION_FAILED', slotMessages.schedulingOff, 'fulfilment.slot');
        if (!canSchedule(store, at)) throw blocked(status.message ?? slotMessages.notASlot);
        const requested = new Date(fulfilment.slot);
        const date = localDateOf(requested, store.calendar.timeZone);
        const booked = await bookedBetween(orders, store, date, date);
        const check = checkSlot(store.calendar, store.slotRules, requested, { now: at, booked });
        if (!check.ok && check.reason === 'full')
          throw new AppError('CONFLICT', slotMessages.full, 'fulfilment.slot');
        if (!check.ok)
          throw new AppError('VALIDATION_FAILED', slotMessages.notASlot, 'fulfilment.slot');
        const max = store.slotRules.maxOrdersPerSlot;
        return {
          stored: { type: 'pickup', scheduledFor: requested.toISOString() },
          scheduledFor: requested,
          capacity:
            max === null
              ? null
              : { branchId: store.branch.id, scheduledFor: requested, maxOrders: max },
        };
      }
      case 'delivery': {
        if (!settings.selfDeliveryEnabled)
          throw new AppError('VALIDATION_FAILED', orderMessages.deliveryOff, 'fulfilment.type');
        if (!status.open) throw blocked(orderMessages.closedAsap(status, false));
        return {
          stored: {
            type: 'delivery',
            latitude: fulfilment.latitude,
            longitude: fulfilment.longitude,
          },
          scheduledFor: null,
          capacity: null,
        };
      }
      default:
        return fulfilment satisfies never;
    }
  }

  /** Minimum amount and radius of a delivery; whether its distance could be checked. */
  function checkDelivery(
    store: Storefront,
    input: PlaceOrderInput,
    breakdown: PriceBreakdown,
  ): boolean {
    if (input.fulfilment.type !== 'delivery') return true;
    const settings = store.business.pickupDelivery;
    if (
      settings.minimumAmountEnabled &&
      breakdown.subtotalMinor < settings.deliveryMinimumAmountMinor
    )
      throw new AppError(
        'VALIDATION_FAILED',
        orderMessages.deliveryMinimum(
          formatMinor(settings.deliveryMinimumAmountMinor, store.business.menuCurrency),
        ),
        'lines',
      );
    if (!settings.deliveryRadiusEnabled) return true;
    const { latitude, longitude } = input.fulfilment;
    const business = store.business;
    if (
      latitude === null ||
      longitude === null ||
      business.latitude === null ||
      business.longitude === null
    )
      return false;
    if (
      !isWithinDeliveryRadius(
        { latitude: business.latitude, longitude: business.longitude },
        { latitude, longitude },
        settings.deliveryRadius,
        settings.unitType,
      )
    )
      throw new AppError(
        'VALIDATION_FAILED',
        orderMessages.outsideRadius(settings.deliveryRadius, settings.unitType),
        'fulfilment',
      );
    return true;
  }

  async function price(
    store: Storefront,
    input: PlaceOrderInput,
    at: Date,
  ): Promise<{
    breakdown: PriceBreakdown;
    imageUrls: Map<string, string | null>;
  }> {
    const ids = [...new Set(input.lines.map((line) => line.menuItemId))];
    const items = await storefront.findItems(store.scope, store.business.id, ids);
    try {
      const breakdown = priceCart({
        items: items.map((item) => pricingItemOf(item, at)),
        settings: store.business.orderSettings,
        lines: input.lines,
        tipPercentage: input.tipPercentage,
      });
      const imageUrls = new Map(
        items.map((item) => [item.id, item.imageKey ? storage.urlOf(item.imageKey) : null]),
      );
      return { breakdown, imageUrls };
    } catch (error) {
      if (error instanceof PricingError)
        throw new AppError(
          'VALIDATION_FAILED',
          error.message,
          error.lineIndex === null ? 'tipPercentage' : `lines.${error.lineIndex}`,
        );
      throw error;
    }
  }

  /**
   * Checks and prices a customer's order against the store as it is now: what `orders.place`
   * stores (it reads the scanned QR code itself, in the statement that inserts).
   */
  async function prepare(
    input: PlaceOrderInput,
    customerId: string,
    at: Date,
  ): Promise<{
    store: Storefront;
    values: NewOrder;
    capacity: SlotCapacity | null;
    scanned: ScannedCode;
  }> {
    const store = await loadStorefront(input, at);
    const { business, branch } = store;
    const checked = await checkFulfilment(store, input, at);
    const guestDetails = business.orderSettings.guestDetails;
    const [missing] = missingGuestDetails(guestDetails, input.fulfilment.type, input.customer);
    if (missing)
      throw new AppError('VALIDATION_FAILED', missing.message, `customer.${missing.field}`);
    const { breakdown, imageUrls } = await price(store, input, at);
    const distanceVerified = checkDelivery(store, input, breakdown);
    const settings = business.orderSettings;
    const pricing: StoredPricing = {
      includeTaxCalculation: settings.includeTaxCalculation,
      taxTypeName: settings.taxTypeName,
      taxPercentage: settings.taxPercentage,
      includeTips: settings.includeTips,
      tipPercentage: breakdown.tipPercentage,
      serviceChargePercentage: breakdown.serviceChargePercentage,
    };
    const values: NewOrder = {
      businessId: business.id,
      kind: business.kind,
      branchId: branch.id,
      storeName: branch.name,
      // The QR code's spelling and additional data replace these when it exists (`scanned`).
      identifier: input.identifier,
      fulfilmentType: input.fulfilment.type satisfies FulfilmentType,
      fulfilment: checked.stored,
      scheduledFor: checked.scheduledFor,
      // A detail the business does not ask is still kept when a client sends it (an API caller,
      // an older page): the checkout itself never sends one.
      customer: storedCustomerOf(input.customer),
      lines: breakdown.lines.map((line) => ({
        ...line,
        imageUrl: imageUrls.get(line.menuItemId) ?? null,
      })),
      currency: business.menuCurrency,
      subtotalMinor: breakdown.subtotalMinor,
      taxMinor: breakdown.taxMinor,
      serviceChargeMinor: breakdown.serviceChargeMinor,
      tipMinor: breakdown.tipMinor,
      totalMinor: breakdown.totalMinor,
      pricing,
      additionalData: [],
      distanceVerified,
      modified: false,
      cancelDescription: null,
      idempotencyKey: input.idempotencyKey,
      customerId,
      expiredAt: new Date(at.getTime() + retentionDays * MS_PER_DAY),
    };
    return {
      store,
      values,
      capacity: checked.capacity,
      scanned: { branchId: branch.id, identifier: input.identifier },
    };
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
    // A known key is answered by `orders.place` (no second order); when the store refuses the
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
        orders.findByIdempotencyKey(scope, input.idempotencyKey),
      );
      if (!replay) throw error;
      return scopes.run(input.accountId, () => replayed(replay, customerId));
    }
    const { store, values, capacity, scanned } = prepared;

    // Only the write runs in the account's scope: on PGlite a scope holds the one connection, and
    // the checks and pricing above would hold it across their JavaScript (decision 042).
    const result = await scopes.run(input.accountId, () =>
      orders.place(scope, values, capacity, scanned),
    );
    switch (result.outcome) {
      case 'created': {
        const order = presentOrder(result.order, store.business, storage);
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
          const first = await orders.findByIdempotencyKey(scope, input.idempotencyKey);
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

    /** Paid before it was sent: now the team's, announced and pushed like a new order. */
    async releasePaid(accountId: string, orderId: string): Promise<void> {
      const scope = unsafePublicScope(accountId);
      const row = await orders.releasePaid(scope, orderId);
      if (row) notifier?.orderPlaced(presentOrder(row, await businessOf(scope, row), storage));
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
