import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAN_NAME,
  findPlan,
  isPlanCurrency,
  planPrices,
  PLANS,
  TRIAL_LIMITS,
} from './catalog.ts';

describe('plan catalog (docs/product/plans-and-limits.md)', () => {
  it('ranks Starter Kit < Company < Enterprise', () => {
    expect(PLANS.map((plan) => plan.name)).toEqual(['Starter Kit', 'Company', 'Enterprise']);
    const [starter, company, enterprise] = PLANS;
    expect(starter!.rank).toBeLessThan(company!.rank);
    expect(company!.rank).toBeLessThan(enterprise!.rank);
  });

  it('has the decided limits', () => {
    expect(Object.fromEntries(PLANS.map((plan) => [plan.name, plan.limits]))).toEqual({
      'Starter Kit': { entityCount: 1, memberCount: 3, qrCount: 25 },
      Company: { entityCount: 5, memberCount: 15, qrCount: 250 },
      Enterprise: { entityCount: 25, memberCount: 100, qrCount: 2500 },
    });
  });

  it('words each card: the subtitle, its limits, then what the plan adds', () => {
    expect(PLANS.map((plan) => plan.features)).toEqual([
      [
        'For a single restaurant or store getting started',
        '1 branch',
        '3 team members',
        '25 QR codes',
        'Live orders board',
        'Scheduled pickup',
      ],
      [
        'For growing businesses with several branches',
        '5 branches',
        '15 team members',
        '250 QR codes',
        'Per-customer ordering',
        'Push notifications',
      ],
      [
        'For chains and enterprises',
        '25 branches',
        '100 team members',
        '2500 QR codes',
        'Everything in Company',
        'Kiosk mode per branch',
      ],
    ]);
  });

  it('gives the trial Enterprise limits and names the default plan Starter Kit', () => {
    expect(TRIAL_LIMITS).toEqual({ entityCount: 25, memberCount: 100, qrCount: 2500 });
    expect(DEFAULT_PLAN_NAME).toBe('Starter Kit');
  });

  it('finds plans by id', () => {
    expect(findPlan('company')?.name).toBe('Company');
    expect(findPlan('gold')).toBeUndefined();
  });

  it('knows its currencies', () => {
    expect(isPlanCurrency('INR')).toBe(true);
    expect(isPlanCurrency('GBP')).toBe(false);
    expect(isPlanCurrency('inr')).toBe(false);
  });
});

describe('planPrices', () => {
  it('prices each plan per month in the decided minor units', () => {
    expect(planPrices('month', 'USD').map((price) => price.unitAmount)).toEqual([
      1900, 4900, 14900,
    ]);
    expect(planPrices('month', 'INR').map((price) => price.unitAmount)).toEqual([
      99900, 249900, 749900,
    ]);
    expect(planPrices('month', 'EUR').map((price) => price.unitAmount)).toEqual([
      1900, 4500, 13900,
    ]);
  });

  it('prices a year at 10 x the month', () => {
    for (const currency of ['USD', 'INR', 'EUR']) {
      const monthly = planPrices('month', currency);
      const yearly = planPrices('year', currency);
      expect(yearly.map((price) => price.unitAmount)).toEqual(
        monthly.map((price) => price.unitAmount * 10),
      );
      expect(yearly.every((price) => price.interval === 'year')).toBe(true);
    }
  });

  it('falls back to USD for a currency the catalog does not price', () => {
    const prices = planPrices('month', 'GBP');
    expect(prices.map((price) => price.currency)).toEqual(['USD', 'USD', 'USD']);
    expect(prices.map((price) => price.unitAmount)).toEqual([1900, 4900, 14900]);
  });

  it('lists plans in rank order with limits, features and a stable price id', () => {
    const prices = planPrices('year', 'INR');
    expect(prices.map((price) => price.name)).toEqual(['Starter Kit', 'Company', 'Enterprise']);
    expect(prices.map((price) => price.rank)).toEqual([0, 1, 2]);
    expect(prices[1]).toMatchObject({
      planId: 'company',
      priceId: 'company-year-INR',
      currency: 'INR',
      unitAmount: 2499000,
      limits: { entityCount: 5, memberCount: 15, qrCount: 250 },
    });
    expect(prices.every((price) => price.features.length > 0)).toBe(true);
    expect(new Set(prices.map((price) => price.priceId)).size).toBe(3);
  });
});
