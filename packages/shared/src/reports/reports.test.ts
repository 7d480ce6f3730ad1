import { describe, expect, it } from 'vitest';
import {
  percentChange,
  previousSpanOf,
  REPORT_MAX_DAYS,
  reportDays,
  reportMessages,
  reportQuerySchema,
  spanOf,
} from './reports.ts';

const BUSINESS = '3f0c5a52-8a4e-4a53-9d0c-2f8f0f3c7a11';

describe('report ranges', () => {
  it('turns each preset into local dates ending today, and the period before into as many days', () => {
    const today = '2026-03-01';
    expect(spanOf({ range: 'today' }, today)).toEqual({ from: today, to: today });
    expect(spanOf({ range: 'yesterday' }, today)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(spanOf({ range: 'last-7-days' }, today)).toEqual({ from: '2026-02-23', to: today });
    expect(spanOf({ range: 'last-30-days' }, today)).toEqual({ from: '2026-01-31', to: today });
    expect(previousSpanOf({ from: '2026-02-23', to: today })).toEqual({
      from: '2026-02-16',
      to: '2026-02-22',
    });
    // A leap day and a year's turn are days like any other.
    expect(reportDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(previousSpanOf({ from: '2027-01-01', to: '2027-01-01' })).toEqual({
      from: '2026-12-31',
      to: '2026-12-31',
    });
  });

  it('says how a figure changed, and nothing when there was nothing before', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(0, 4)).toBe(-100);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(5, 0)).toBeNull();
  });

  it('asks a custom range for both dates in order, and at most a year and a day', () => {
    const issues = (query: Record<string, string>) =>
      reportQuerySchema
        .safeParse({ businessId: BUSINESS, ...query })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ range: 'custom' })).toEqual([
      reportMessages.fromRequired,
      reportMessages.toRequired,
    ]);
    expect(issues({ range: 'custom', from: '2026-03-02', to: '2026-03-01' })).toEqual([
      reportMessages.order,
    ]);
    expect(reportDays('2025-01-01', '2026-01-01')).toBe(REPORT_MAX_DAYS);
    expect(issues({ range: 'custom', from: '2025-01-01', to: '2026-01-01' })).toEqual([]);
    expect(issues({ range: 'custom', from: '2024-12-31', to: '2026-01-01' })).toEqual([
      reportMessages.tooLong,
    ]);
    // A preset reads no dates, but a malformed one is still refused rather than ignored.
    expect(issues({ range: 'last-7-days', from: 'nonsense' })).toEqual([
      'Please enter valid From date',
    ]);
  });
});
