import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Report } from '@scanorder/shared/reports/reports';
import { makeReport } from '../../../test/report-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { SummaryCards } from './summary-cards.tsx';

const cardOf = (label: string) => within(screen.getByText(label, { selector: 'p' }).closest('li')!);

/** The cards of a report whose figures are the fixture's, with these in place. */
function renderSummary(figures: Partial<Report['summary']>) {
  const report = makeReport();
  renderWithApp(
    <SummaryCards report={{ ...report, summary: { ...report.summary, ...figures } }} />,
  );
}

describe('SummaryCards', () => {
  it('tells a figure that was nothing before from a period with no orders', () => {
    renderSummary({
      orders: { current: 12, previous: 254 },
      // No service charge at all, and cancellations this time only.
      serviceChargeMinor: { current: 0, previous: 0 },
      cancelledOrders: { current: 3, previous: 0 },
      tipMinor: { current: 0, previous: 5_000 },
    });
    expect(cardOf('Service charge').getByText(/No change/)).toBeInTheDocument();
    expect(cardOf('Tips').getByText(/Down 100%/)).toBeInTheDocument();
    expect(cardOf('Cancelled orders').getByText('None in the previous period')).toBeInTheDocument();
    expect(screen.queryByText('No orders in the previous period')).not.toBeInTheDocument();
  });

  it('says when the previous period had no orders', () => {
    renderSummary({
      orders: { current: 4, previous: 0 },
      grossSalesMinor: { current: 120_000, previous: 0 },
      serviceChargeMinor: { current: 0, previous: 0 },
    });
    expect(cardOf('Orders').getByText('No orders in the previous period')).toBeInTheDocument();
    expect(cardOf('Gross sales').getByText('No orders in the previous period')).toBeInTheDocument();
    expect(
      cardOf('Service charge').getByText('No orders in the previous period'),
    ).toBeInTheDocument();
  });
});
