import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanPrice } from '@scanorder/shared/plans/catalog';
import { createTestApp, databaseKinds, TestClient, type TestApp } from '../../../test/harness.ts';

describe.each(databaseKinds)('GET /api/v1/plans on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(() => test.close());

  const get = (query = '') => new TestClient(test.app).get(`/api/v1/plans${query}`);
  const plansOf = (response: Awaited<ReturnType<typeof get>>) =>
    response.json<{ plans: PlanPrice[] }>().plans;

  it('defaults to monthly INR prices, in rank order, for visitors without a session', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const plans = plansOf(response);
    expect(plans.map((plan) => plan.name)).toEqual(['Starter Kit', 'Company', 'Enterprise']);
    expect(plans.map((plan) => plan.unitAmount)).toEqual([99900, 249900, 749900]);
    expect(plans.every((plan) => plan.interval === 'month' && plan.currency === 'INR')).toBe(true);
    expect(plans[0]).toMatchObject({
      planId: 'starter-kit',
      priceId: 'starter-kit-month-INR',
      limits: { entityCount: 1, memberCount: 3, qrCount: 25 },
    });
  });

  it('prices a year at 10 x the month and reads the currency in any case', async () => {
    const plans = plansOf(await get('?interval=year&currency=usd'));
    expect(plans.map((plan) => plan.unitAmount)).toEqual([19000, 49000, 149000]);
    expect(plans[2]).toMatchObject({
      currency: 'USD',
      interval: 'year',
      priceId: 'enterprise-year-USD',
    });
  });

  it('falls back to USD for a currency the catalog does not price', async () => {
    const plans = plansOf(await get('?currency=GBP'));
    expect(plans.map((plan) => plan.currency)).toEqual(['USD', 'USD', 'USD']);
    expect(plans.map((plan) => plan.unitAmount)).toEqual([1900, 4900, 14900]);
  });

  it('refuses a malformed currency with 400 and the error envelope naming the field', async () => {
    const response = await get('?currency=12');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Currency must be a 3-letter code',
        field: 'currency',
        issues: [{ field: 'currency', message: 'Currency must be a 3-letter code' }],
      },
    });
  });

  it('refuses an unknown interval with 400', async () => {
    const response = await get('?interval=week');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'interval' });
  });
});
