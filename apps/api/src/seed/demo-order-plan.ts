import { randomUUID } from 'node:crypto';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { dineInSettingsOf } from '@scanorder/shared/business/settings';
import {
  addDays,
  localDateOf,
  localDayClock,
  weekdayIndexOf,
} from '@scanorder/shared/business/zoned-time';
import type { OptionGroup } from '@scanorder/shared/menu/option-groups';
import type { OptionSelection, OrderLineInput } from '@scanorder/shared/ordering/order-line';
import {
  readyStatusOf,
  type FulfilmentType,
  type OrderStatus,
} from '@scanorder/shared/ordering/order-status';
import type { PlaceOrderRequest } from '@scanorder/shared/ordering/place-order';
import type { BusinessRecord } from '../modules/business/business.repository.ts';
import { TABLE_SITTING_HOURS } from '../modules/payments/table-bill.ts';
import type { BranchRow, StorefrontItem } from '../modules/storefront/storefront.repository.ts';

/*
 * The demo's past orders planned (decision 050): how many a day, when, where, what and how the
 * team moved them, from a seed, so the same clock gives the same orders. demo-orders.ts prices and
 * writes them.
 */

/** How many past days get orders: the fourteen before today (today stays empty: a clean board). */
export const DEMO_ORDER_DAYS = 14;

export const MINUTE = 60_000;

/** A small seeded generator (mulberry32): the same seed gives the same orders, figures and times. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const whole = (random: Random, min: number, max: number) =>
  Math.floor(between(random, min, max + 1));

export function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [value, weight] of entries) {
    left -= weight;
    if (left < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

interface Profile {
  seed: number;
  /** Orders on an ordinary weekday, all branches together. */
  perDay: number;
  /** Weight of each local hour of the day (0 = closed for the demo's history). */
  hours: number[];
  fulfilment: (readonly [FulfilmentType, number])[];
  lines: [number, number];
  quantity: [number, number];
  /** Minutes from accepted to ready: at least, and at most. */
  prepMinutes: [number, number];
}

/** Weights by hour: a quiet morning, a lunch and a dinner peak for the restaurant. */
const hoursOf = (peaks: Record<number, number>) =>
  Array.from({ length: 24 }, (_, hour) => peaks[hour] ?? 0);

export const PROFILES: Record<BusinessKind, Profile> = {
  restaurant: {
    seed: 20_240_101,
    perDay: 30,
    hours: hoursOf({
      8: 1,
      9: 1.5,
      10: 1,
      11: 2,
      12: 6,
      13: 7,
      14: 4,
      15: 1.5,
      16: 1.5,
      17: 2,
      18: 3.5,
      19: 6.5,
      20: 7,
      21: 4,
    }),
    fulfilment: [
      ['dine-in', 55],
      ['pickup', 30],
      ['delivery', 15],
    ],
    lines: [1, 4],
    quantity: [1, 2],
    prepMinutes: [8, 24],
  },
  grocery: {
    seed: 20_240_202,
    perDay: 14,
    hours: hoursOf({
      7: 1,
      8: 2,
      9: 3,
      10: 3.5,
      11: 3,
      12: 2,
      13: 1.5,
      14: 1.5,
      15: 1.5,
      16: 2,
      17: 3.5,
      18: 4,
      19: 3.5,
      20: 2,
      21: 1,
    }),
    fulfilment: [
      ['pickup', 55],
      ['delivery', 45],
    ],
    lines: [2, 7],
    quantity: [1, 3],
    prepMinutes: [10, 30],
  },
};

const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Karthik',
  'Divya',
  'Rahul',
  'Meena',
  'Arjun',
  'Lakshmi',
  'Vikram',
  'Ananya',
  'Suresh',
  'Kavya',
  'Naveen',
  'Deepa',
  'Rohan',
  'Sneha',
];
const LAST_NAMES = ['Iyer', 'Nair', 'Reddy', 'Sharma', 'Menon', 'Pillai', 'Rao', 'Krishnan'];
const STREETS = ['Avinashi Road', 'DB Road', 'Trichy Road', 'Cross Cut Road', 'Mettupalayam Road'];
const INSTRUCTIONS = ['Less spicy, please', 'No onion', 'Extra chutney', 'Pack separately'];
const CANCEL_REASONS = [
  'Out of stock',
  'Customer asked to cancel',
  'Customer did not arrive',
  'Kitchen too busy',
];

/** Choices of one option group that its min and max accept. */
function choose(
  random: Random,
  type: 'modifiers' | 'selectors' | 'incrementors',
  group: OptionGroup,
): OptionSelection[] {
  const options = group.options;
  if (options.length === 0) return [];
  const upper = type === 'incrementors' ? group.max : Math.min(group.max, options.length);
  let total = group.min;
  if (total < upper && random() < (group.min > 0 ? 0.25 : 0.35)) total += 1;
  if (total <= 0) return [];
  if (type === 'incrementors') {
    const counts = new Map<string, number>();
    for (let index = 0; index < total; index++) {
      const option = pick(random, options);
      counts.set(option.id, (counts.get(option.id) ?? 0) + 1);
    }
    return [...counts].map(([optionId, count]) => ({ groupId: group.id, optionId, count }));
  }
  const shuffled = [...options].sort(() => random() - 0.5);
  return shuffled.slice(0, total).map((option) => ({
    groupId: group.id,
    optionId: option.id,
    count: 1,
  }));
}

/** A cart line of one item: its quantity, variant or options as a guest would choose them. */
export function lineOf(random: Random, profile: Profile, item: StorefrontItem): OrderLineInput {
  const options: OptionSelection[] = [];
  let variantId: string | null = null;
  if (item.kind === 'restaurant') {
    const groups = item.menuOptionGroups;
    for (const type of ['modifiers', 'selectors', 'incrementors'] as const)
      for (const group of groups[type]) options.push(...choose(random, type, group));
  } else if (item.variants.length > 0 && random() < 0.5) {
    variantId = pick(random, item.variants).id;
  }
  return {
    menuItemId: item.id,
    quantity: random() < 0.75 ? profile.quantity[0] : whole(random, ...profile.quantity),
    options,
    variantId,
    instruction: item.kind === 'restaurant' && random() < 0.06 ? pick(random, INSTRUCTIONS) : '',
  };
}

/** One planned order: when, where, what and how it went. */
export interface PlannedOrder {
  placedAt: Date;
  request: PlaceOrderRequest;
  /** Minutes after placing: accepted, ready, completed; cancelled (from what) instead. */
  acceptAfter: number;
  readyAfter: number;
  completeAfter: number;
  cancel: { from: 'Order Placed' | 'Order Accepted'; after: number; reason: string } | null;
}

export interface DemoStore {
  business: BusinessRecord;
  branches: { row: BranchRow; tables: string[]; counters: string[] }[];
  items: StorefrontItem[];
}

/**
 * The demo's past orders of one business, planned from its seed: how many each day (weekends
 * busier), at which local minute (lunch and dinner), at which branch and table, what was ordered
 * and how the team moved it. Nothing here is priced: placement's own preparation prices them.
 */
export function planDemoOrders(store: DemoStore, now: Date): PlannedOrder[] {
  const { business } = store;
  const profile = PROFILES[business.kind];
  const random = seededRandom(profile.seed);
  const timeZone = business.timeZone;
  const today = localDateOf(now, timeZone);
  const available = store.items.filter((item) => item.availability === 'Available');
  if (available.length === 0 || store.branches.length === 0) return [];
  // Popularity: a few favourites sell most, the tail rarely (best and worst sellers read apart).
  const popularity = available.map((item, index) => [item, 1 / (1 + ((index * 7) % 23))] as const);
  const settings = business.orderSettings;
  const tips = settings.includeTips ? settings.tipsOptions : [];
  const fulfilment = profile.fulfilment.filter(([type]) =>
    type === 'dine-in'
      ? dineInSettingsOf(business).enabled
      : type === 'delivery'
        ? business.pickupDelivery.selfDeliveryEnabled
        : true,
  );
  const sittingSince = now.getTime() - TABLE_SITTING_HOURS * 3_600_000;
  const hourWeights = profile.hours.map((weight, hour) => [hour, weight] as const);
  const planned: PlannedOrder[] = [];

  for (let back = DEMO_ORDER_DAYS; back >= 1; back--) {
    const date = addDays(today, -back);
    const weekday = weekdayIndexOf(date);
    const busier = weekday >= 5 ? 1.45 : weekday === 4 ? 1.15 : 1;
    // A business growing about 2.5 % a day: the last days, compared with the week before (which
    // has one day more, as today stays empty), read up on some figures and down on others.
    const growing = 1 + 0.025 * (DEMO_ORDER_DAYS - back);
    const count = Math.round(profile.perDay * busier * growing * between(random, 0.85, 1.15));
    const clock = localDayClock(date, timeZone);
    const minutes = Array.from(
      { length: count },
      () => weighted(random, hourWeights) * 60 + whole(random, 0, 59),
    ).sort((a, b) => a - b);
    for (const minute of minutes) {
      const placedAt = clock.instantOf(minute);
      if (!placedAt) continue; // a minute daylight saving skips
      const branch = weighted(
        random,
        store.branches.map((entry, index) => [entry, index === 0 ? 3 : 1] as const),
      );
      const drawn = weighted(random, fulfilment);
      // A dine-in order of the table's last sitting would still be due on the board's open bills
      // (decision 047): the night before's late guests took theirs away.
      const type = drawn === 'dine-in' && placedAt.getTime() >= sittingSince ? 'pickup' : drawn;
      const identifier =
        type === 'dine-in' && branch.tables.length > 0
          ? pick(random, branch.tables)
          : branch.counters.length > 0
            ? pick(random, branch.counters)
            : (branch.tables[0] ?? 'Counter');
      const lineCount = whole(random, ...profile.lines);
      const chosen = new Set<StorefrontItem>();
      while (chosen.size < Math.min(lineCount, available.length))
        chosen.add(weighted(random, popularity));
      const lines = [...chosen].map((item) => lineOf(random, profile, item));
      const firstName = pick(random, FIRST_NAMES);
      const lastName = pick(random, LAST_NAMES);
      const customer =
        type === 'dine-in'
          ? { firstName }
          : {
              firstName,
              lastName,
              mobileNo: `98${String(whole(random, 10_000_000, 99_999_999))}`,
              emailAddress: `${firstName}.${lastName}@example.com`.toLowerCase(),
              ...(type === 'delivery'
                ? {
                    streetAddress: pick(random, STREETS),
                    buildingNumber: String(whole(random, 1, 240)),
                    stateName: 'Tamil Nadu',
                    zipCode: `6410${String(whole(random, 10, 45))}`,
                  }
                : {}),
            };
      const near = (value: number | null) =>
        value === null ? null : Number((value + between(random, -0.02, 0.02)).toFixed(5));
      const request: PlaceOrderRequest = {
        accountId: business.accountId,
        kind: business.kind,
        businessId: business.id,
        branchId: branch.row.id,
        identifier,
        fulfilment:
          type === 'delivery'
            ? { type, latitude: near(business.latitude), longitude: near(business.longitude) }
            : type === 'pickup'
              ? { type, slot: null }
              : { type },
        customer,
        lines,
        tipPercentage: tips.length > 0 && random() < 0.3 ? pick(random, tips) : 0,
        idempotencyKey: randomUUID(),
      };
      // Busier hours wait longer for the team's first tap and the kitchen.
      const rush = profile.hours[Math.floor(minute / 60)]! / 7;
      const acceptAfter = between(random, 0.5, 3) + rush * between(random, 0, 4);
      const readyAfter =
        acceptAfter + between(random, ...profile.prepMinutes) + rush * between(random, 0, 8);
      const completeAfter =
        readyAfter +
        (type === 'delivery' ? between(random, 15, 35) : between(random, 2, 12)) +
        (type === 'dine-in' ? between(random, 10, 30) : 0);
      const cancelled = random() < 0.05;
      planned.push({
        placedAt,
        request,
        acceptAfter,
        readyAfter,
        completeAfter,
        cancel: cancelled
          ? random() < 0.6
            ? {
                from: 'Order Placed',
                after: between(random, 1, 6),
                reason: pick(random, CANCEL_REASONS),
              }
            : {
                from: 'Order Accepted',
                after: acceptAfter + between(random, 2, 8),
                reason: pick(random, CANCEL_REASONS),
              }
          : null,
      });
    }
  }
  return planned;
}

export interface StatusStep {
  from: OrderStatus;
  to: OrderStatus;
  at: Date;
}

/** The team's moves of a planned order: accepted, ready, completed, or a cancellation on the way. */
export function stepsOf(plan: PlannedOrder, type: FulfilmentType): StatusStep[] {
  const at = (minutes: number) => new Date(plan.placedAt.getTime() + Math.round(minutes * MINUTE));
  if (plan.cancel?.from === 'Order Placed')
    return [{ from: 'Order Placed', to: 'Order Cancelled', at: at(plan.cancel.after) }];
  const accepted: StatusStep = {
    from: 'Order Placed',
    to: 'Order Accepted',
    at: at(plan.acceptAfter),
  };
  if (plan.cancel)
    return [accepted, { from: 'Order Accepted', to: 'Order Cancelled', at: at(plan.cancel.after) }];
  const ready = readyStatusOf(type);
  return [
    accepted,
    { from: 'Order Accepted', to: ready, at: at(plan.readyAfter) },
    { from: ready, to: 'Order Completed', at: at(plan.completeAfter) },
  ];
}
