import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { makeReport } from '../../../test/report-fixtures.ts';
import { BusyHoursHeatMap, KitchenTimesChart } from './report-charts.tsx';
import { ReportTable } from './report-table.tsx';

const busyHoursWith = (orders: Record<number, number>) =>
  Array.from({ length: 7 * 24 }, (_, index) => ({
    weekday: Math.floor(index / 24),
    hour: index % 24,
    orders: orders[index] ?? 0,
  }));

describe('BusyHoursHeatMap', () => {
  it('names the busiest hour and each cell with one order or many in the right number', () => {
    const { container, unmount } = renderWithApp(
      <BusyHoursHeatMap report={makeReport({ busyHours: busyHoursWith({ 30: 1, 31: 1 }) })} />,
    );
    expect(screen.getByRole('group', { name: /with 1 order$/ })).toBeInTheDocument();
    expect(container.querySelector('[title$=": 1 order"]')).not.toBeNull();
    expect(container.querySelector('[title$=": 0 orders"]')).not.toBeNull();
    unmount();

    renderWithApp(
      <BusyHoursHeatMap report={makeReport({ busyHours: busyHoursWith({ 30: 4 }) })} />,
    );
    expect(screen.getByRole('group', { name: /with 4 orders$/ })).toBeInTheDocument();
  });

  it('lets the keyboard reach and scroll the heat map, which is wider than a phone', () => {
    renderWithApp(
      <BusyHoursHeatMap report={makeReport({ busyHours: busyHoursWith({ 30: 4 }) })} />,
    );
    const scroller = screen.getByRole('group', { name: /^Orders by hour of the week/ });
    expect(scroller).toHaveAttribute('tabindex', '0');
    scroller.focus();
    expect(scroller).toHaveFocus();
  });
});

describe('KitchenTimesChart', () => {
  it('writes thousands of minutes grouped, as a scheduled order accepted the day before its slot waits', () => {
    const { container } = renderWithApp(
      <KitchenTimesChart
        report={makeReport({
          kitchenTimes: [
            {
              hour: 12,
              accepted: { samples: 1, median: 403_944, p90: 403_944 },
              ready: { samples: 0, median: null, p90: null },
            },
          ],
        })}
      />,
    );
    const labels = [...container.querySelectorAll('svg text')].map((node) => node.textContent);
    expect(labels).toContain('6,732.4');
  });
});

describe('ReportTable', () => {
  it('lets the keyboard reach and scroll a long table, its frame named by the caption', () => {
    renderWithApp(
      <ReportTable
        caption="Sales by day"
        headers={['Date', 'Orders']}
        rows={Array.from({ length: 30 }, (_, day) => [`Day ${day + 1}`, day])}
      />,
    );
    const frame = screen.getByRole('region', { name: 'Sales by day' });
    expect(frame).toHaveAttribute('tabindex', '0');
    frame.focus();
    expect(frame).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Sales by day' })).toBeInTheDocument();
  });
});
