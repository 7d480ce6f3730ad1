import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { makeReport } from '../../../test/report-fixtures.ts';
import { BusyHoursHeatMap } from './report-charts.tsx';

describe('BusyHoursHeatMap', () => {
  it('lets the keyboard reach and scroll the heat map, which is wider than a phone', () => {
    const busyHours = Array.from({ length: 7 * 24 }, (_, index) => ({
      weekday: Math.floor(index / 24),
      hour: index % 24,
      orders: index === 30 ? 4 : 0,
    }));
    renderWithApp(<BusyHoursHeatMap report={makeReport({ busyHours })} />);
    const scroller = screen.getByRole('group', { name: /^Orders by hour of the week/ });
    expect(scroller).toHaveAttribute('tabindex', '0');
    scroller.focus();
    expect(scroller).toHaveFocus();
  });
});
