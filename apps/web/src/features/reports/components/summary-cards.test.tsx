import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReport } from '../../../test/report-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { SummaryCards } from './summary-cards.tsx';

const cardOf = (label: string) => within(screen.getByText(label, { selector: 'p' }).closest('li')!);

describe('SummaryCards', () => {
  it('tells a figure that was nothing before from a period with no orders', () => {
    const report = makeReport();
    renderWithApp(
      <SummaryCards
        report={makeReport({
          summary: {
            ...report.summary,
            orders: { current: 12, previous: 254 },
            // No service charge at all, and cancellations this time only.
            serviceChargeMinor: { current: 0, previous: 0 },
            cancelledOrders: { current: 3, previous: 0 },
            tipMinor: { current: 0, previous: 5_000 },
          },
        })}
      />,
    );
    expect(cardOf('Service charge').getByText(/No change/)).toBeInTheDocument();
    expect(cardOf('Tips').getByText(/Down 100%/)).toBeInTheDocument();
    expect(cardOf('Cancelled orders').getByText('None in the previous period')).toBeInTheDocument();
    expect(screen.queryByText('No orders in the previous period')).not.toBeInTheDocument();
  });

  it('says when the previous period had no orders', () => {
    const nothing = { current: 0, previous: 0 };
    const report = makeReport();
    renderWithApp(
      <SummaryCards
        report={makeReport({
          summary: {
            ...report.summary,
            orders: { current: 4, previous: 0 },
            grossSalesMinor: { current: 120_000, previous: 0 },
            serviceChargeMinor: nothing,
          },
        })}
      />,
    );
    expect(cardOf('Orders').getByText('No orders in the previous period')).toBeInTheDocument();
    expect(cardOf('Gross sales').getByText('No orders in the previous period')).toBeInTheDocument();
    expect(
      cardOf('Service charge').getByText('No orders in the previous period'),
    ).toBeInTheDocument();
  });
});
