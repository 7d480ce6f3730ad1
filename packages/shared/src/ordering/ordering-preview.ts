import { z } from 'zod';
import { dateField } from '../business/clock-time.ts';
import { isOpenAt } from '../business/hours.ts';
import {
  CLOSED_REASONS,
  localMomentOf,
  openStatusAt,
  type OrderingCalendar,
  type OrderingGates,
} from './opening.ts';

/**
 * Which rule decides whether guests can order at a moment (issue 20): the owner's preview on
 * HOURS/CLOSURES names it. 'open' when nothing stands in the way.
 */
export const ORDERING_RULES = [
  'open',
  'not-set-up',
  'trial-ended',
  'paused',
  'out-of-operation',
  'closure',
  'opening-hours',
  'menu-type-hours',
] as const;
export type OrderingRule = (typeof ORDERING_RULES)[number];

export const orderingRuleLabels: Record<OrderingRule, string> = {
  open: 'Open: inside the opening hours',
  'not-set-up': 'Setup: no opening hours saved yet',
  'trial-ended': 'Plan: the free trial has ended without a subscription',
  paused: 'Paused: taking orders is switched off on the STATUS tab',
  'out-of-operation': 'Out of operation: this store name is marked out of operation',
  closure: 'Closure: a holiday or closure covers this date',
  'opening-hours': 'Opening hours: the business is closed at this time',
  'menu-type-hours': 'Menu-type hours: open, but outside the breakfast, lunch and dinner hours',
};

/** GET .../ordering-preview: a local date and time in the business's zone, one store name. */
export const orderingPreviewQuerySchema = z.object({
  branchId: z.uuid('Please choose a store name'),
  date: dateField('Date').optional(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM')
    .optional(),
});
export type OrderingPreviewQuery = z.infer<typeof orderingPreviewQuerySchema>;

export const orderingPreviewSchema = z.object({
  /** The moment asked about, and its local date and time in the business's zone. */
  at: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  canOrder: z.boolean(),
  rule: z.enum(ORDERING_RULES),
  /** What the customer menu shows when closed (its notice), or null when open. */
  customerMessage: z.string().nullable(),
  /** The customer menu's own reason code, for whoever reads the API. */
  reason: z.enum(CLOSED_REASONS).nullable(),
  nextOpenAt: z.string().nullable(),
});
export type OrderingPreview = z.infer<typeof orderingPreviewSchema>;

/**
 * Whether guests can order at `at` and which rule decides, from the customer menu's own rule
 * (`openStatusAt`); its "closed now" is split into the opening hours and the menu-type hours.
 */
export function explainOrderingAt(
  calendar: OrderingCalendar,
  gates: OrderingGates,
  at: Date,
): Omit<OrderingPreview, 'at' | 'time'> {
  const status = openStatusAt(calendar, gates, at);
  const { date, minute } = localMomentOf(at, calendar.timeZone);
  const base = {
    date,
    timeZone: calendar.timeZone,
    canOrder: status.open,
    customerMessage: status.message,
    reason: status.reason,
    nextOpenAt: status.nextOpenAt,
  };
  if (status.open) return { ...base, rule: 'open' };
  const reason = status.reason;
  switch (reason) {
    case 'not-set-up':
      return { ...base, rule: 'not-set-up' };
    case 'trial-ended':
      return { ...base, rule: 'trial-ended' };
    case 'not-taking-orders':
      return { ...base, rule: 'paused' };
    case 'out-of-operation':
      return { ...base, rule: 'out-of-operation' };
    case 'holiday':
      return { ...base, rule: 'closure' };
    case 'closed-now':
      return {
        ...base,
        rule: isOpenAt(calendar.hours, date, minute) ? 'menu-type-hours' : 'opening-hours',
      };
    default:
      return reason satisfies never;
  }
}
