import { SUMMARY_FIGURES, type Report, type ReportFigure } from '@scanorder/shared/reports/reports';

/** A one-day report of a quiet day: every figure 12 against 10 the day before; override any part. */
export function makeReport(overrides: Partial<Report> = {}): Report {
  const figure: ReportFigure = { current: 12, previous: 10 };
  return {
    timeZone: 'Asia/Kolkata',
    currency: 'INR',
    span: { from: '2026-03-05', to: '2026-03-05', days: 1 },
    previousSpan: { from: '2026-03-04', to: '2026-03-04', until: null },
    summary: Object.fromEntries(SUMMARY_FIGURES.map((name) => [name, figure])) as Report['summary'],
    sales: { granularity: 'hour', buckets: [] },
    busyHours: [],
    items: { best: [], worst: [] },
    options: { best: [], worst: [] },
    fulfilment: [],
    kitchenTimes: [],
    generatedAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}
