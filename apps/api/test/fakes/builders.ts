import { randomUUID } from 'node:crypto';
import type { Role } from '@scanorder/shared/account/services';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { AccountPlanState } from '@scanorder/shared/plans/limits';
import type { TenantContext } from '../../src/tenancy/tenant.ts';

/** A signed-in member of a fresh account; an admin owner unless told otherwise. */
export function tenantContext(
  overrides: Partial<TenantContext> & { role?: Role } = {},
): TenantContext {
  const role = overrides.role ?? 'admin';
  return {
    accountId: randomUUID(),
    userId: randomUUID(),
    memberId: randomUUID(),
    role,
    isOwner: role === 'admin',
    email: 'owner@example.com',
    ...overrides,
  };
}

const DAY_MS = 86_400_000;

/** An account's trial and subscription, relative to `now`. */
export const planStates = {
  inTrial: (now: Date): AccountPlanState => ({ trialEndsAt: new Date(now.getTime() + DAY_MS) }),
  trialOver: (now: Date): AccountPlanState => ({ trialEndsAt: new Date(now.getTime() - DAY_MS) }),
  subscribed: (
    now: Date,
    /** The plan's limits, and its rank where features matter (0 Starter Kit, 1 Company, 2 Enterprise). */
    limits: { entityCount: number; memberCount: number; qrCount: number; planRank?: number },
  ): AccountPlanState => ({
    trialEndsAt: new Date(now.getTime() - DAY_MS),
    subscription: {
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
      ...limits,
    },
  }),
};

/** A placed pickup order of no lines, as the public order page reads it; override any part. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const at = '2026-03-05T10:00:00.000Z';
  return {
    id: randomUUID(),
    accountId: randomUUID(),
    kind: 'restaurant',
    businessId: randomUUID(),
    branchId: null,
    referenceNumber: 1,
    reference: '00001',
    status: 'Order Placed',
    modified: false,
    changes: [],
    cancelDescription: null,
    cancelledFrom: null,
    readyBy: null,
    storeName: 'Main Street',
    identifier: 'counter',
    fulfilment: { type: 'pickup', scheduledFor: null },
    scheduledFor: null,
    customer: {
      firstName: 'Asha',
      lastName: 'Raman',
      mobileNo: '9876512345',
      emailAddress: 'asha@example.com',
      streetAddress: null,
      buildingNumber: null,
      stateName: null,
      zipCode: null,
    },
    lines: [],
    totals: {
      currency: 'INR',
      subtotalMinor: 0,
      taxMinor: 0,
      serviceChargeMinor: 0,
      tipMinor: 0,
      totalMinor: 0,
      includeTaxCalculation: false,
      taxTypeName: 'GST',
      taxPercentage: 0,
      includeTips: false,
      tipPercentage: 0,
      serviceChargePercentage: 0,
    },
    additionalData: [],
    business: {
      name: 'Spice Route Kitchen',
      logoUrl: null,
      address: '12 Race Course Road, Coimbatore',
      countryCode: '+91',
      mobileNo: '9876543210',
      timeZone: 'Asia/Kolkata',
    },
    version: 1,
    createdAt: at,
    updatedAt: at,
    expiredAt: '2026-04-04T10:00:00.000Z',
    ...overrides,
  };
}
