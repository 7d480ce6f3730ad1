import type { z } from 'zod';
import { customerSchema, type Customer } from '@scanorder/shared/ordering/customer';
import { orderChangesOf } from '@scanorder/shared/ordering/order-changes';
import { formatOrderReference } from '@scanorder/shared/ordering/order-status';
import {
  additionalDataSchema,
  orderFulfilmentSchema,
  orderSchema,
  orderTotalsSchema,
  type Order,
  type OrderFulfilment,
} from '@scanorder/shared/ordering/place-order';
import type { BusinessRecord } from '../business/business.repository.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { OrderRow } from './orders.repository.ts';

const storedLinesSchema = orderSchema.shape.lines;
/** The pricing settings stored with an order: its totals without the amounts. */
export const storedPricingSchema = orderTotalsSchema.pick({
  includeTaxCalculation: true,
  taxTypeName: true,
  taxPercentage: true,
  includeTips: true,
  tipPercentage: true,
  serviceChargePercentage: true,
});
export type StoredPricing = z.infer<typeof storedPricingSchema>;

/**
 * The JSON columns of an order as its answer needs them, checked: read from storage they are
 * `unknown` and checked with zod (`presentOrder`); a new order's are the values the server built a
 * moment before, typed (`PlacedJson`), so they are not checked again (`presentPlacedOrder`).
 */
export interface PlacedJson {
  lines: Order['lines'];
  fulfilment: OrderFulfilment;
  customer: Customer;
  pricing: StoredPricing;
}

/** A new order's row: its JSON columns are the values the server built (see `PlacedJson`). */
export type PlacedOrderRow = OrderRow & PlacedJson;

/** The customer's view of an order row; its JSONB is checked on the way out. */
export function presentOrder(row: OrderRow, business: BusinessRecord, storage: FileStorage): Order {
  const json: PlacedJson = {
    lines: storedLinesSchema.parse(row.lines),
    fulfilment: orderFulfilmentSchema.parse(row.fulfilment),
    customer: customerSchema.parse(row.customer),
    pricing: storedPricingSchema.parse(row.pricing),
  };
  return presented(row, json, business, storage);
}

/**
 * The customer's view of an order just placed: the JSON columns the server built are typed and
 * presented as they are; the additional data, which a scanned QR code may have replaced in the
 * statement (read back from PostgreSQL), is still checked.
 */
export function presentPlacedOrder(
  row: PlacedOrderRow,
  business: BusinessRecord,
  storage: FileStorage,
): Order {
  return presented(row, row, business, storage);
}

function presented(
  row: OrderRow,
  { lines, fulfilment, customer, pricing }: PlacedJson,
  business: BusinessRecord,
  storage: FileStorage,
): Order {
  return {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind,
    businessId: row.businessId,
    branchId: row.branchId,
    referenceNumber: row.referenceNumber,
    reference: formatOrderReference(row.referenceNumber),
    status: row.status,
    modified: row.modified,
    changes:
      row.modified && row.originalLines !== null
        ? orderChangesOf(storedLinesSchema.parse(row.originalLines), lines)
        : [],
    cancelDescription: row.cancelDescription,
    cancelledFrom: row.status === 'Order Cancelled' ? row.cancelledFrom : null,
    readyBy: row.readyBy?.toISOString() ?? null,
    awaitingPaymentUntil: row.awaitingPaymentUntil?.toISOString() ?? null,
    storeName: row.storeName,
    identifier: row.identifier,
    fulfilment,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    customer,
    lines,
    totals: {
      currency: row.currency,
      subtotalMinor: row.subtotalMinor,
      taxMinor: row.taxMinor,
      serviceChargeMinor: row.serviceChargeMinor,
      tipMinor: row.tipMinor,
      totalMinor: row.totalMinor,
      ...pricing,
    },
    additionalData: additionalDataSchema.parse(row.additionalData),
    business: {
      name: business.businessName,
      logoUrl: business.logoKey ? storage.urlOf(business.logoKey) : null,
      address: business.businessAddress,
      countryCode: business.countryCode,
      mobileNo: business.mobileNo,
      timeZone: business.timeZone,
    },
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiredAt: row.expiredAt.toISOString(),
  };
}
