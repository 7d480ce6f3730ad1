import { dineInSettingsOf } from '@scanorder/shared/business/settings';
import { localDateOf } from '@scanorder/shared/business/zoned-time';
import { AppError } from '@scanorder/shared/errors/app-error';
import { keyedOf, type GuestValues } from '@scanorder/shared/i18n/guest-messages';
import { storedCustomerOf } from '@scanorder/shared/ordering/customer';
import { isWithinDeliveryRadius } from '@scanorder/shared/ordering/distance';
import { missingGuestDetails } from '@scanorder/shared/ordering/guest-details';
import { canSchedulePickup } from '@scanorder/shared/ordering/opening';
import { orderMessages } from '@scanorder/shared/ordering/order-messages';
import type { PricedLine } from '@scanorder/shared/ordering/order-line';
import type { FulfilmentType } from '@scanorder/shared/ordering/order-status';
import { checkSlot, slotMessages } from '@scanorder/shared/ordering/pickup-slots';
import type { OrderFulfilment, PlaceOrderInput } from '@scanorder/shared/ordering/place-order';
import { priceCart, PricingError, type PriceBreakdown } from '@scanorder/shared/ordering/price';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  openStatusOf,
  pricingItemOf,
  type LoadStorefront,
  type Storefront,
} from '../storefront/storefront.ts';
import type { StorefrontRepository } from '../storefront/storefront.repository.ts';
import type { StoredPricing } from './order-view.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { NewOrder, ScannedCode, SlotCapacity } from './placement.repository.ts';
import { bookedBetween } from './slot-bookings.ts';

const MS_PER_DAY = 86_400_000;

interface CheckedFulfilment {
  stored: OrderFulfilment;
  scheduledFor: Date | null;
  capacity: SlotCapacity | null;
}

/**
 * A priced line as the order stores it, with its item's picture, written out field by field: a
 * spread of the line into a new object with one more field cost about 3 µs a line, fifteen times
 * this (decision 040, twelfth pass). A field added to priced lines fails to compile here until it
 * is listed.
 */
function storedLineOf(line: PricedLine, imageUrl: string | null): NewOrder['lines'][number] {
  return {
    menuItemId: line.menuItemId,
    name: line.name,
    quantity: line.quantity,
    variant: line.variant,
    options: line.options,
    instruction: line.instruction,
    unitPriceMinor: line.unitPriceMinor,
    lineTotalMinor: line.lineTotalMinor,
    taxPercentage: line.taxPercentage,
    taxMinor: line.taxMinor,
    imageUrl,
  };
}

/** A customer's order checked and priced: what `placement.place` stores. */
interface PreparedOrder {
  store: Storefront;
  values: NewOrder;
  capacity: SlotCapacity | null;
  scanned: ScannedCode;
}

/**
 * Checks and prices customers' orders against the store as it is now: fulfilment (dine-in, pickup
 * now or at a slot, delivery), guest details, prices from the stored menu, delivery minimum and
 * radius.
 */
export function createOrderPreparation({
  orders,
  storefront,
  loadStorefront,
  storage,
  retentionDays,
}: {
  orders: Pick<OrdersRepository, 'bookedSlots'>;
  storefront: Pick<StorefrontRepository, 'findItems'>;
  loadStorefront: LoadStorefront;
  storage: FileStorage;
  retentionDays: number;
}) {
  /** Dine-in, pickup now, a scheduled slot or delivery, as the business allows them now. */
  async function checkFulfilment(
    store: Storefront,
    input: PlaceOrderInput,
    at: Date,
  ): Promise<CheckedFulfilment> {
    const status = openStatusOf(store, at);
    const settings = store.business.pickupDelivery;
    const canSchedule = canSchedulePickup(settings, status);
    // A closed notice with the owner's reason in it ("Closed today: Diwali.") is keyed too.
    const blocked = (refusal: string | { message: string; key?: string; values?: GuestValues }) => {
      const { message, key, values } =
        typeof refusal === 'string' ? { message: refusal, ...keyedOf(refusal) } : refusal;
      return new AppError(
        'CONFLICT',
        message,
        'fulfilment',
        key && values ? { key, values } : undefined,
      );
    };
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
          if (!status.open) throw blocked(orderMessages.closedAsap(status, canSchedule));
          return {
            stored: { type: 'pickup', scheduledFor: null },
            scheduledFor: null,
            capacity: null,
          };
        }
        if (!settings.schedulePickupEnabled)
          throw new AppError('VALIDATION_FAILED', slotMessages.schedulingOff, 'fulfilment.slot');
        if (!canSchedule) throw blocked(status.message ?? slotMessages.notASlot);
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
    ) {
      const refusal = orderMessages.deliveryMinimum(
        settings.deliveryMinimumAmountMinor,
        store.business.menuCurrency,
      );
      throw new AppError('VALIDATION_FAILED', refusal.message, 'lines', refusal);
    }
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
    ) {
      const refusal = orderMessages.outsideRadius(settings.deliveryRadius, settings.unitType);
      throw new AppError('VALIDATION_FAILED', refusal.message, 'fulfilment', refusal);
    }
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
          error.keyed,
        );
      throw error;
    }
  }

  /** `placement.place` reads the scanned QR code itself, in the statement that inserts. */
  async function prepare(
    input: PlaceOrderInput,
    customerId: string,
    at: Date,
  ): Promise<PreparedOrder> {
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
      lines: breakdown.lines.map((line) =>
        storedLineOf(line, imageUrls.get(line.menuItemId) ?? null),
      ),
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

  return prepare;
}
