import { describe, expect, it } from 'vitest';
import { PLANS } from '../plans/catalog.ts';
import {
  DOWNGRADE_TITLE,
  downgradeCheckOf,
  downgradeRefusedSchema,
  exceededLimits,
  isDowngrade,
  usageCounts,
  type PlanUsage,
} from './plan-change.ts';

const [starter, company, enterprise] = PLANS;

const usage = (overrides: Partial<PlanUsage> = {}): PlanUsage => ({
  restaurantEntities: ['Main Street'],
  groceryEntities: ['Fresh Corner'],
  members: [{ firstName: 'Ravi', lastName: 'Kumar' }],
  qrCount: 10,
  ...overrides,
});

describe('plan rank and downgrades (docs/product/plans-and-limits.md: Starter Kit < Company < Enterprise)', () => {
  it('calls a lower-ranked plan a downgrade, and the same or a higher rank not', () => {
    expect(isDowngrade(enterprise!.rank, company!.rank)).toBe(true);
    expect(isDowngrade(company!.rank, starter!.rank)).toBe(true);
    expect(isDowngrade(enterprise!.rank, starter!.rank)).toBe(true);
    expect(isDowngrade(company!.rank, company!.rank)).toBe(false);
    expect(isDowngrade(starter!.rank, enterprise!.rank)).toBe(false);
  });
});

describe('the downgrade check', () => {
  it('counts branches of both kinds together, members and QR codes', () => {
    expect(usageCounts(usage())).toEqual({ entityCount: 2, memberCount: 1, qrCount: 10 });
  });

  it('lists the limits the account is over, and none when it fits', () => {
    expect(exceededLimits(usage(), starter!.limits)).toEqual(['entityCount']);
    expect(exceededLimits(usage(), company!.limits)).toEqual([]);
    const crowded = usage({
      members: Array.from({ length: 4 }, (_, index) => ({ firstName: `M${index}`, lastName: 'X' })),
      qrCount: 26,
    });
    expect(exceededLimits(crowded, starter!.limits)).toEqual([
      'entityCount',
      'memberCount',
      'qrCount',
    ]);
    // Exactly at the limit fits.
    expect(exceededLimits(usage({ groceryEntities: [], qrCount: 25 }), starter!.limits)).toEqual(
      [],
    );
  });

  it('answers with the names, the Allowed and the Actual counts', () => {
    expect(downgradeCheckOf(usage(), starter!.limits)).toEqual({
      restaurantEntities: ['Main Street'],
      groceryEntities: ['Fresh Corner'],
      members: [{ firstName: 'Ravi', lastName: 'Kumar' }],
      qrCount: 10,
      allowed: { entityCount: 1, memberCount: 3, qrCount: 25 },
      actual: { entityCount: 2, memberCount: 1, qrCount: 10 },
      exceeded: ['entityCount'],
    });
  });

  it("uses the spec's dialog title in the refusal", () => {
    const refusal = {
      error: { code: 'LIMIT_REACHED', message: DOWNGRADE_TITLE },
      downgrade: downgradeCheckOf(usage(), starter!.limits),
    };
    expect(downgradeRefusedSchema.parse(refusal)).toEqual(refusal);
    expect(DOWNGRADE_TITLE).toBe(
      'Downgrading Subscriptions requires deletion of below mentioned entities and members meet the selected subscription.',
    );
    expect(
      downgradeRefusedSchema.safeParse({ ...refusal, error: { code: 'CONFLICT', message: 'x' } })
        .success,
    ).toBe(false);
  });
});
