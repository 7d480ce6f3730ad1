import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { makeReport } from '../../../test/report-fixtures.ts';
import { ReportsTab } from './reports-tab.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setOwnerLocale('en');
});

// The API always answers the 7 x 24 cells of the week.
const report = makeReport({
  busyHours: Array.from({ length: 7 * 24 }, (_, index) => ({
    weekday: Math.floor(index / 24),
    hour: index % 24,
    orders: 0,
  })),
});

const business = {
  id: '7f0c8f4e-2f57-4a43-9d2b-6c1f6f1f1a01',
  businessName: 'Spice Route Kitchen',
  timeZone: 'Asia/Kolkata',
  menuCurrency: 'INR',
};

describe('ReportsTab', () => {
  it('says the amounts are the ordered ones, not that ScanOrder takes no payments', async () => {
    mockFetch(({ url }) =>
      url.includes('/reports') ? { body: report } : { body: { branches: [] } },
    );
    renderWithApp(<ReportsTab kind="restaurant" business={business} />);
    expect(
      await screen.findByText(
        "Orders count by the day they were placed, in the business's time zone. Amounts are what was ordered: guest payments, refunds and tips added when paying are not counted here yet.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Payments are not taken through ScanOrder/)).toBeNull();
  });

  it("links each report's CSV in the owner app's language: Spanish Excel's ';' and decimal commas", async () => {
    mockFetch(({ url }) =>
      url.includes('/reports') ? { body: report } : { body: { branches: [] } },
    );
    renderWithApp(<ReportsTab kind="restaurant" business={business} />);
    const english = await screen.findByRole('link', { name: 'Download CSV of sales' });
    expect(english.getAttribute('href')).toMatch(/[?&]report=sales&language=en$/);

    await setOwnerLocale('es');
    const spanish = await screen.findByRole('link', { name: 'Descargar CSV de ventas' });
    expect(spanish.getAttribute('href')).toMatch(/[?&]report=sales&language=es$/);
  });

  it('says a day still running is compared with the day before until the same time', async () => {
    const running = {
      ...report,
      previousSpan: { from: '2026-03-04', to: '2026-03-04', until: '11:05' },
    };
    mockFetch(({ url }) =>
      url.includes('/reports') ? { body: running } : { body: { branches: [] } },
    );
    renderWithApp(<ReportsTab kind="restaurant" business={business} />);
    expect(await screen.findByText(/compared with 4 Mar until 11:05$/)).toBeInTheDocument();

    await setOwnerLocale('es');
    expect(await screen.findByText(/comparado con 4 mar hasta las 11:05$/)).toBeInTheDocument();
  });

  it("shows no report while a custom range waits for its dates, not the last range's", async () => {
    const user = userEvent.setup();
    mockFetch(({ url }) =>
      url.includes('/reports') ? { body: report } : { body: { branches: [] } },
    );
    renderWithApp(<ReportsTab kind="restaurant" business={business} />);
    expect(
      await screen.findByRole('heading', { name: 'Report of Spice Route Kitchen' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Custom' }));
    expect(
      screen.getByText('Choose the From date and the To date of the report.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Report of Spice Route Kitchen' })).toBeNull();
  });
});
