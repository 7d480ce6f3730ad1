import { z } from 'zod';
import type { PlanLimits } from '../plans/catalog.ts';
import { planLimitsSchema } from './prices.ts';

/** docs/product/fields.md: the downgrade dialog's title, word for word. */
export const DOWNGRADE_TITLE =
  'Downgrading Subscriptions requires deletion of below mentioned entities and members meet the selected subscription.';

/** A downgrade is choosing a plan ranked below the current one (docs/product/plans-and-limits.md: Starter Kit < Company < Enterprise). */
export function isDowngrade(currentRank: number, newRank: number): boolean {
  return newRank < currentRank;
}

export interface PlanUsage {
  restaurantEntities: string[];
  groceryEntities: string[];
  /** Team members holding a seat (invited or active); the owner is never counted. */
  members: { firstName: string; lastName: string }[];
  qrCount: number;
}

export interface PlanUsageCounts {
  entityCount: number;
  memberCount: number;
  qrCount: number;
}

/** What the limits count: branches of both kinds together, members, QR codes (docs/product/plans-and-limits.md). */
export function usageCounts(usage: PlanUsage): PlanUsageCounts {
  return {
    entityCount: usage.restaurantEntities.length + usage.groceryEntities.length,
    memberCount: usage.members.length,
    qrCount: usage.qrCount,
  };
}

/** Which limits the usage is over; an empty list means the plan fits. */
export function exceededLimits(usage: PlanUsage, limits: PlanLimits): (keyof PlanLimits)[] {
  const actual = usageCounts(usage);
  return (['entityCount', 'memberCount', 'qrCount'] as const).filter(
    (key) => actual[key] > limits[key],
  );
}

/** The downgrade check (docs/product/plans-and-limits.md), with the Allowed and Actual counts the dialog shows. */
export const downgradeCheckSchema = z.object({
  restaurantEntities: z.array(z.string()),
  groceryEntities: z.array(z.string()),
  members: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  qrCount: z.number().int(),
  allowed: planLimitsSchema,
  actual: planLimitsSchema,
  /** Limits the account is over (empty when the plan fits). */
  exceeded: z.array(z.enum(['entityCount', 'memberCount', 'qrCount'])),
});
export type DowngradeCheck = z.infer<typeof downgradeCheckSchema>;

export function downgradeCheckOf(usage: PlanUsage, limits: PlanLimits): DowngradeCheck {
  return {
    ...usage,
    allowed: { ...limits },
    actual: usageCounts(usage),
    exceeded: exceededLimits(usage, limits),
  };
}

/** GET /api/v1/billing/subscription/downgrade-check?priceId= */
export const downgradePreviewSchema = downgradeCheckSchema.extend({
  isDowngrade: z.boolean(),
  /** True when the plan can change now: not a downgrade, or a downgrade the account fits. */
  allowedToChange: z.boolean(),
});
export type DowngradePreview = z.infer<typeof downgradePreviewSchema>;

/** The 409 body of a refused downgrade: the error envelope plus what to delete. */
export const downgradeRefusedSchema = z.object({
  error: z.object({ code: z.literal('LIMIT_REACHED'), message: z.literal(DOWNGRADE_TITLE) }),
  downgrade: downgradeCheckSchema,
});
export type DowngradeRefused = z.infer<typeof downgradeRefusedSchema>;
