import type { z } from 'zod';
import { customerSchema } from '@scanorder/shared/ordering/customer';
import { orderChangesOf } from '@scanorder/shared/ordering/order-changes';
import { formatOrderReference } from '@scanorder/shared/ordering/order-status';
import {
  additionalDataSchema,
  orderFulfilmentSchema,
  orderSchema,
  orderTotalsSchema,
  type Order,
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

/** The customer's view of an order row; its JSONB is checked on the way out. */
export function presentOrder(row: OrderRow, business: BusinessRecord, storage: FileStorage): Order {
  const lines = storedLinesSchema.parse(row.lines);
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
    fulfilment: orderFulfilmentSchema.parse(row.fulfilment),
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    customer: customerSchema.parse(row.customer),
    lines,
    totals: {
      currency: row.currency,
      subtotalMinor: row.subtotalMinor,
      taxMinor: row.taxMinor,
      serviceChargeMinor: row.serviceChargeMinor,
      tipMinor: row.tipMinor,
      totalMinor: row.totalMinor,
      ...storedPricingSchema.parse(row.pricing),
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
