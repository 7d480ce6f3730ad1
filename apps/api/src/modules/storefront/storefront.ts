import { policyOf } from '@scanorder/shared/business/kind-policy';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { hasOpeningHours } from '@scanorder/shared/business/hours';
import { AppError } from '@scanorder/shared/errors/app-error';
import { effectiveAvailability } from '@scanorder/shared/menu/availability';
import {
  createOpenStatusReader,
  type OpenStatus,
  type OrderingCalendar,
  type OrderingGates,
} from '@scanorder/shared/ordering/opening';
import type { PickupSlotRules } from '@scanorder/shared/ordering/pickup-slots';
import type { PricingMenuItem } from '@scanorder/shared/ordering/price';
import type { AccountStandings, StandingJudgement } from '../billing/plan-activity.ts';
import type { BusinessRecord, BusinessRepository } from '../business/business.repository.ts';
import { createStorefrontCache, type StorefrontCache } from './storefront-cache.ts';
import type { BranchRow, StorefrontItem, StorefrontRepository } from './storefront.repository.ts';
import { type TenantScope, unsafePublicScope } from '../../tenancy/tenant.ts';

export const storefrontMessages = {
  notFound: 'This menu does not exist',
  branchNotFound: 'Store name not found',
} as const;

export interface StorefrontRef {
  accountId: string;
  kind: BusinessKind;
  businessId: string;
  branchId?: string | undefined;
  storeName?: string | undefined;
}

export interface Storefront {
  scope: TenantScope;
  business: BusinessRecord;
  branch: BranchRow;
  calendar: OrderingCalendar;
  gates: OrderingGates;
  slotRules: PickupSlotRules;
}

export function calendarOf(business: BusinessRecord, branch: BranchRow): OrderingCalendar {
  return {
    timeZone: business.timeZone,
    hours: business.hours,
    closures: business.closures,
    menuTypeHours: business.menuTypeHours,
    branch: {
      outOfOperation: branch.outOfOperation,
      outOfOperationReason: branch.outOfOperationReason,
      outOfOperationUntil: branch.outOfOperationUntil,
    },
  };
}

const storefrontOpenStatus = createOpenStatusReader();

/**
 * Whether the store takes orders at `now`. A storefront's calendar is built once with its records
 * and never changed in place (an owner's change builds new records), so what it says of each date
 * is kept with it and a rush of orders reads only the clock.
 */
export function openStatusOf(store: Pick<Storefront, 'calendar' | 'gates'>, now: Date): OpenStatus {
  return storefrontOpenStatus(store.calendar, store.gates, now);
}

export function slotRulesOf(business: BusinessRecord): PickupSlotRules {
  const settings = business.pickupDelivery;
  return {
    stepMinutes: settings.slotStepMinutes,
    preparationMinutes: settings.schedulePickupTimeMinutes,
    maximumLeadTimeDays: settings.maximumLeadTimeDays,
    maxOrdersPerSlot: settings.maxOrdersPerSlot,
  };
}

/** A stored item as the shared price function reads it, availability as it reads now. */
export function pricingItemOf(item: StorefrontItem, now: Date): PricingMenuItem {
  return {
    id: item.id,
    name: item.name,
    priceMinor: item.priceMinor,
    taxEnabled: item.taxEnabled,
    taxPercentage: item.taxPercentage,
    availability: effectiveAvailability(item.availability, item.availableAgainAt, now),
    ...choicesOf(item),
  };
}

/** What a guest chooses from: a restaurant item's option groups, or a grocery item's variants. */
export function choicesOf(item: StorefrontItem) {
  const { hasOptionGroups, hasVariants } = policyOf(item.kind);
  return {
    modifiers: hasOptionGroups ? item.menuOptionGroups.modifiers : [],
    selectors: hasOptionGroups ? item.menuOptionGroups.selectors : [],
    incrementors: hasOptionGroups ? item.menuOptionGroups.incrementors : [],
    variants: hasVariants ? item.variants : [],
  };
}

/** What the storefront keeps of a business and branch: rows only, nothing judged against the clock. */
type StorefrontRecords = Omit<Storefront, 'gates'> & { gates: Omit<OrderingGates, 'planActive'> };

/**
 * The storefront of an account's records as judged now; a closed account's is "does not exist".
 * Written out field by field: two spreads here cost about 1.3 µs per order (decision 040, twelfth
 * pass); a field added to the records fails to compile here until it is copied.
 */
function storefrontOf(store: StorefrontRecords, standing: StandingJudgement): Storefront {
  if (standing.closed) throw new AppError('NOT_FOUND', storefrontMessages.notFound);
  return {
    scope: store.scope,
    business: store.business,
    branch: store.branch,
    calendar: store.calendar,
    gates: {
      setUp: store.gates.setUp,
      takingOrders: store.gates.takingOrders,
      planActive: standing.planActive,
    },
    slotRules: store.slotRules,
  };
}

/**
 * Loads what a customer's menu or order needs to know about a business and one of its branches.
 * With a `cache`, the rows are kept until the account announces a change (decision 040, fifth
 * pass): the business and the branch change only through requests the storefront announces, so
 * the cache's TTL bounds only what nothing announces. What the clock decides is judged per call:
 * the account's standing (closure, the trial's and the period's end) comes from billing's standings
 * on every call, and the opening hours, closures and the branch's "out of operation until" are
 * judged by the callers against their `now`.
 */
export function createStorefrontLoader(deps: {
  businesses: Pick<BusinessRepository, 'findByKind'>;
  storefront: Pick<StorefrontRepository, 'findBranch'>;
  /** Billing's account standings (read once per account and kept: plan-activity.ts). */
  standings: Pick<AccountStandings, 'judge' | 'judgeKept'>;
  cache?: StorefrontCache;
}) {
  const cache = deps.cache ?? createStorefrontCache({ ttlMs: 0 });
  return async function loadStorefront(ref: StorefrontRef, now: Date): Promise<Storefront> {
    const key = [
      'storefront',
      ref.kind,
      ref.businessId,
      ref.branchId ?? '',
      ref.storeName?.toLowerCase() ?? '',
    ].join('\n');
    // Both kept (nearly every menu read and placement): no promise for either read. Under Node 20's
    // AsyncLocalStorage every promise and await runs its hooks (decision 040, fifteenth pass).
    const kept = cache.peek<StorefrontRecords>(ref.accountId, key);
    const keptStanding = kept && deps.standings.judgeKept(ref.accountId, now);
    if (kept && keptStanding) return storefrontOf(kept, keptStanding);
    const records = cache.read(ref.accountId, key, () => load(ref));
    // A closed account's menu is "does not exist" whatever its branch: judge the standing first,
    // without leaving the rows' rejection unhandled meanwhile.
    records.catch(() => undefined);
    const standing = await deps.standings.judge(ref.accountId, now);
    if (standing.closed) throw new AppError('NOT_FOUND', storefrontMessages.notFound);
    return storefrontOf(await records, standing);
  };

  async function load(ref: StorefrontRef): Promise<StorefrontRecords> {
    const scope = unsafePublicScope(ref.accountId);
    const business = await deps.businesses.findByKind(scope, ref.kind);
    if (!business || business.id !== ref.businessId)
      throw new AppError('NOT_FOUND', storefrontMessages.notFound);
    const branch = await deps.storefront.findBranch(scope, business.id, ref);
    if (!branch) throw new AppError('NOT_FOUND', storefrontMessages.branchNotFound);
    return {
      scope,
      business,
      branch,
      calendar: calendarOf(business, branch),
      gates: { setUp: hasOpeningHours(business.hours), takingOrders: business.takingOrders },
      slotRules: slotRulesOf(business),
    };
  }
}

export type LoadStorefront = ReturnType<typeof createStorefrontLoader>;
