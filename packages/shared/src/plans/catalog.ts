/**
 * The built-in plan catalog (docs/product/plans-and-limits.md). With Stripe configured the API
 * serves prices and limits from Stripe products instead; the shape stays the same.
 */
export const PLAN_NAMES = ['Starter Kit', 'Company', 'Enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const PLAN_CURRENCIES = ['USD', 'INR', 'EUR'] as const;
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];

export interface PlanLimits {
  entityCount: number;
  memberCount: number;
  qrCount: number;
}

export interface Plan {
  /** Stable product id, e.g. `company`. */
  id: string;
  name: PlanName;
  rank: number;
  limits: PlanLimits;
  /** The first feature is the card's subtitle (docs/product/plans-and-limits.md). */
  features: string[];
  /** Monthly price in minor units per currency. Yearly is 10 x monthly. */
  monthlyPrices: Record<PlanCurrency, number>;
}

/**
 * Features a plan unlocks beyond its limits, with the lowest plan rank that has them (decision 030).
 * The plan cards list these labels, and the server refuses a feature below its plan, so the pricing
 * page, the catalogue and what the account may do cannot drift apart.
 */
export const PLAN_FEATURES = {
  perCustomerOrdering: { label: 'Per-customer ordering', rank: 1 },
  pushNotifications: { label: 'Push notifications', rank: 1 },
  kioskMode: { label: 'Kiosk mode per branch', rank: 2 },
} as const;
export type PlanFeature = keyof typeof PLAN_FEATURES;

/** Whether a plan of this rank (the trial counts as the top rank) includes the feature. */
export function planHasFeature(rank: number, feature: PlanFeature): boolean {
  return rank >= PLAN_FEATURES[feature].rank;
}

/** What an account below the feature's plan is told, naming the plan that has it. */
export function planFeatureMessage(feature: PlanFeature): string {
  const { label, rank } = PLAN_FEATURES[feature];
  const plan = PLAN_NAMES[rank];
  return `${label} is included from the ${plan} plan. Upgrade your subscription to use it.`;
}

/**
 * A plan as its card reads it: the subtitle, then its limits in words (from the limits themselves,
 * so the card cannot promise other numbers than the server enforces), then what it adds.
 */
function plan(base: Omit<Plan, 'features'>, subtitle: string, extras: readonly string[]): Plan {
  const { entityCount, memberCount, qrCount } = base.limits;
  const limitWords = [
    `${entityCount} ${entityCount === 1 ? 'branch' : 'branches'}`,
    `${memberCount} team members`,
    `${qrCount} QR codes`,
  ];
  return { ...base, features: [subtitle, ...limitWords, ...extras] };
}

export const PLANS: readonly Plan[] = [
  plan(
    {
      id: 'starter-kit',
      name: 'Starter Kit',
      rank: 0,
      limits: { entityCount: 1, memberCount: 3, qrCount: 25 },
      monthlyPrices: { USD: 1900, INR: 99900, EUR: 1900 },
    },
    'For a single restaurant or store getting started',
    ['Live orders board', 'Scheduled pickup'],
  ),
  plan(
    {
      id: 'company',
      name: 'Company',
      rank: 1,
      limits: { entityCount: 5, memberCount: 15, qrCount: 250 },
      monthlyPrices: { USD: 4900, INR: 249900, EUR: 4500 },
    },
    'For growing businesses with several branches',
    [PLAN_FEATURES.perCustomerOrdering.label, PLAN_FEATURES.pushNotifications.label],
  ),
  plan(
    {
      id: 'enterprise',
      name: 'Enterprise',
      rank: 2,
      limits: { entityCount: 25, memberCount: 100, qrCount: 2500 },
      monthlyPrices: { USD: 14900, INR: 749900, EUR: 13900 },
    },
    'For chains and enterprises',
    ['Everything in Company', PLAN_FEATURES.kioskMode.label],
  ),
];

/** The 14-day trial has every feature at Enterprise limits. */
export const TRIAL_RANK = 2;
export const TRIAL_LIMITS: PlanLimits = PLANS[2]!.limits;
export const DEFAULT_PLAN_NAME: PlanName = 'Starter Kit';

export interface PlanPrice {
  planId: string;
  name: PlanName;
  rank: number;
  interval: BillingInterval;
  currency: PlanCurrency;
  /** Minor units. */
  unitAmount: number;
  features: string[];
  limits: PlanLimits;
  /** Stable price id: `<planId>-<interval>-<currency>` for the built-in catalog. */
  priceId: string;
}

export function isPlanCurrency(code: string): code is PlanCurrency {
  return (PLAN_CURRENCIES as readonly string[]).includes(code);
}

/** Prices for one interval in the preferred currency, falling back to USD (docs/product/plans-and-limits.md). */
export function planPrices(interval: BillingInterval, currency: string): PlanPrice[] {
  const code: PlanCurrency = isPlanCurrency(currency) ? currency : 'USD';
  return PLANS.map((plan) => ({
    planId: plan.id,
    name: plan.name,
    rank: plan.rank,
    interval,
    currency: code,
    unitAmount: plan.monthlyPrices[code] * (interval === 'year' ? 10 : 1),
    features: plan.features,
    limits: plan.limits,
    priceId: `${plan.id}-${interval}-${code}`,
  }));
}

export function findPlan(planId: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === planId);
}
