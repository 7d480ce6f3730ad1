import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderingPreview as Preview } from '@scanorder/shared/ordering/ordering-preview';
import { makeBranch, makeBusiness } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { OrderingPreview } from './ordering-preview.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

const BRANCH = makeBranch();

const closedAt = (time: string): Preview => ({
  at: '2026-11-24T17:00:00.000Z',
  date: '2026-11-24',
  time,
  timeZone: 'Asia/Kolkata',
  canOrder: false,
  rule: 'menu-type-hours',
  customerMessage: 'Closed now.',
  reason: 'closed-now',
  nextOpenAt: null,
});

/** Branches, and the server's answer echoing the asked time. */
function serve(answer: (time: string | null) => Preview) {
  return mockFetch(({ url }) => {
    const parsed = new URL(url, 'http://test');
    if (parsed.pathname.endsWith('/branches')) return { body: { branches: [BRANCH] } };
    if (parsed.pathname.endsWith('/ordering-preview'))
      return { body: answer(parsed.searchParams.get('time')) };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
  });
}

describe('OrderingPreview', () => {
  it('asks the server about the chosen day and time and names the deciding rule', async () => {
    const fetchMock = serve((time) =>
      time === '19:00'
        ? {
            ...closedAt('19:00'),
            canOrder: true,
            rule: 'open',
            customerMessage: null,
            reason: null,
          }
        : closedAt(time ?? '22:30'),
    );
    renderWithApp(<OrderingPreview kind="restaurant" business={makeBusiness('restaurant')} />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-24' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '22:30' } });

    const verdict = await screen.findByText(/Guests cannot order on 2026-11-24 at 22:30/);
    const status = verdict.closest('[role="status"]')!;
    expect(status).toHaveTextContent(
      'Decided by Menu-type hours: open, but outside the breakfast, lunch and dinner hours.',
    );
    expect(status).toHaveTextContent('Guests see: “Closed now.”');

    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '19:00' } });
    expect(await screen.findByText(/Guests can order on 2026-11-24 at 19:00/)).toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([input]) => (typeof input === 'string' ? input : ''))
      .filter((url) => url.includes('ordering-preview'));
    expect(asked.at(-1)).toContain(`branchId=${BRANCH.id}&date=2026-11-24&time=19%3A00`);
  });
});

describe('SetupChecklist', () => {
  it('answers "Guests can order now?" with the reason when they cannot', async () => {
    serve(() => ({ ...closedAt('03:00'), rule: 'opening-hours' }));
    const business = {
      ...makeBusiness('restaurant'),
      completeSetup: { complete: false, missing: ['logo' as const, 'fulfilment' as const] },
    };
    renderWithApp(<SetupChecklist kind="restaurant" business={business} />, {
      url: '/acc-1/restaurant',
    });
    expect(screen.getByRole('link', { name: 'How guests order' })).toHaveAttribute(
      'href',
      '/acc-1/restaurant?tab=pickup-delivery',
    );
    expect(screen.getByRole('link', { name: 'Guests can order now?' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText('No: Opening hours: the business is closed at this time.'),
      ).toBeInTheDocument(),
    );
  });

  it('writes the reason in lower case inside the Spanish sentence', async () => {
    await setOwnerLocale('es');
    serve(() => ({ ...closedAt('03:00'), rule: 'opening-hours' }));
    renderWithApp(<SetupChecklist kind="restaurant" business={makeBusiness('restaurant')} />, {
      url: '/acc-1/restaurant',
    });
    await waitFor(() =>
      expect(
        screen.getByText('No: horario de apertura: el negocio está cerrado a esta hora.'),
      ).toBeInTheDocument(),
    );
    await setOwnerLocale('en');
  });
});
