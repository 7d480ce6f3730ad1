import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUMMARY_FIGURES } from '@scanorder/shared/reports/reports';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { makeReport } from '../../../test/report-fixtures.ts';
import { KitchenTimesChart } from './report-charts.tsx';
import { ReportTable } from './report-table.tsx';
import { SummaryCards } from './summary-cards.tsx';

beforeEach(() => setOwnerLocale('es'));
afterEach(() => setOwnerLocale('en'));

const report = makeReport();

describe('reports in Spanish', () => {
  it('names the figures and their change on the previous period in Spanish', () => {
    renderWithApp(<SummaryCards report={report} />);
    const figures = within(screen.getByRole('list', { name: 'Cifras del periodo' }));
    expect(figures.getByText('Pedidos')).toBeInTheDocument();
    expect(figures.getByText('Ventas brutas')).toBeInTheDocument();
    expect(figures.getByText('Valor medio del pedido')).toBeInTheDocument();
    expect(figures.getAllByText(/^Sube un 20 %/)).toHaveLength(SUMMARY_FIGURES.length);
    expect(figures.getAllByText(/^Anterior:/)).toHaveLength(SUMMARY_FIGURES.length);
  });

  it('writes amounts and counts as Spanish does, as the plans and the orders board do', () => {
    renderWithApp(
      <SummaryCards
        report={makeReport({
          summary: {
            ...report.summary,
            orders: { current: 12_345, previous: 10 },
            grossSalesMinor: { current: 2_406_000, previous: 1_266_000 },
          },
        })}
      />,
    );
    const figures = within(screen.getByRole('list', { name: 'Cifras del periodo' }));
    expect(figures.getByText('12.345')).toBeInTheDocument();
    // A plain space, so a phone's half-width card can break "24.060,00 INR" there.
    expect(figures.getByText(/^24\.060,00\s(₹|INR)$/).textContent).toMatch(/^24\.060,00 (₹|INR)$/);
    expect(figures.getByText(/^Anterior:\s12\.660,00\s(₹|INR)$/)).toBeInTheDocument();
  });

  it('heads a report table in Spanish and says when the range is empty', () => {
    renderWithApp(
      <ReportTable
        caption="Ventas por día"
        headers={['Date', 'Orders', 'Gross sales']}
        rows={[]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Ventas por día' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fecha', 'Pedidos', 'Ventas brutas']);
    expect(within(table).getByText('No hay pedidos en este periodo.')).toBeInTheDocument();
  });

  it('names the kitchen times axis in minutes in Spanish', () => {
    const { container } = renderWithApp(
      <KitchenTimesChart
        report={makeReport({
          kitchenTimes: [
            {
              hour: 12,
              accepted: { samples: 1, median: 240, p90: 240 },
              ready: { samples: 0, median: null, p90: null },
            },
          ],
        })}
      />,
    );
    const labels = [...container.querySelectorAll('svg text')].map((node) => node.textContent);
    expect(labels).toContain('minutos');
    expect(labels).not.toContain('minutes');
  });
});
