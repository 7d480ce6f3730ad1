import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenBill, TableBill } from '@scanorder/shared/payments/table-bill';
import { beforeEach, describe, expect, it } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { FakeEventSource, makeBoardTicket, makeOrderList } from '../../../test/order-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { KioskBoard } from './kiosk-board.tsx';

const BRANCH = '55555555-5555-4555-8555-555555555555';

function serveKiosk(orders: ReturnType<typeof makeBoardTicket>[], openBills: OpenBill[] = []) {
  return mockFetch(({ url }) => {
    const parsed = new URL(url, 'http://test');
    if (parsed.pathname === '/api/v1/kiosk/orders') return { body: makeOrderList(orders) };
    if (parsed.pathname === '/api/v1/kiosk/open-bills') return { body: openBills };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
  });
}

beforeEach(() => {
  FakeEventSource.install();
  document.title = 'Kiosk | ScanOrder';
});

describe('KioskBoard', { timeout: 30_000 }, () => {
  it('badges the orders that need action and counts them in the tab title', async () => {
    serveKiosk([
      makeBoardTicket({ status: 'Order Placed' }),
      makeBoardTicket({ status: 'Order Placed' }),
      makeBoardTicket({ status: 'Order Accepted', ownerLabel: 'In the Kitchen' }),
    ]);
    renderWithApp(<KioskBoard kind="restaurant" branchId={BRANCH} onSignedOut={() => {}} />, {
      url: `/kiosk/${BRANCH}`,
    });
    const badge = await screen.findByRole(
      'status',
      { name: '2 orders need action' },
      { timeout: 10_000 },
    );
    expect(badge).toHaveTextContent('2 new');
    await waitFor(() => expect(document.title).toBe('(2) Kiosk | ScanOrder'));
  });

  it('badges as many orders as the Needs Action filter counts, a later scheduled one too', async () => {
    serveKiosk([
      makeBoardTicket({ status: 'Order Placed' }),
      makeBoardTicket({ status: 'Order Placed' }),
      // Placed for pickup tomorrow: in "Scheduled later", yet still waiting to be accepted.
      makeBoardTicket({
        status: 'Order Placed',
        scheduledFor: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
      }),
    ]);
    renderWithApp(<KioskBoard kind="restaurant" branchId={BRANCH} onSignedOut={() => {}} />, {
      url: `/kiosk/${BRANCH}`,
    });
    expect(
      await screen.findByRole('button', { name: 'Needs Action (3)' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '3 orders need action' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(3) Kiosk | ScanOrder'));
  });

  it('shows no badge when nothing waits', async () => {
    serveKiosk([makeBoardTicket({ status: 'Order Accepted', ownerLabel: 'In the Kitchen' })]);
    renderWithApp(<KioskBoard kind="restaurant" branchId={BRANCH} onSignedOut={() => {}} />, {
      url: `/kiosk/${BRANCH}`,
    });
    expect(await screen.findAllByRole('article', {}, { timeout: 10_000 })).toHaveLength(1);
    expect(screen.queryByRole('status', { name: /need action/ })).toBeNull();
    expect(document.title).toBe('Kiosk | ScanOrder');
  });

  it("shows its branch's open bills above the current orders", async () => {
    const ticket = makeBoardTicket({ status: 'Order Accepted', ownerLabel: 'In the Kitchen' });
    serveKiosk(
      [ticket],
      [
        {
          table: 'Table 7',
          branchId: BRANCH,
          storeName: 'Main Street',
          currency: 'INR',
          dueMinor: 53_536,
          orders: [{ orderId: ticket.id, referenceNumber: 1042 }],
        },
      ],
    );
    renderWithApp(<KioskBoard kind="restaurant" branchId={BRANCH} onSignedOut={() => {}} />, {
      url: `/kiosk/${BRANCH}`,
    });
    const bills = await screen.findByRole('region', { name: 'Open bills' }, { timeout: 10_000 });
    expect(bills).toHaveTextContent('Table 7 · Main Street');
    expect(bills).toHaveTextContent('Due ₹535.36');
    expect(within(bills).getByText('Order #01042')).toBeInTheDocument();
  });

  it('records a table paid at the counter once asked, and drops it from the open bills', async () => {
    const ticket = makeBoardTicket({ status: 'Order Accepted', ownerLabel: 'In the Kitchen' });
    let open: OpenBill[] = [
      {
        table: 'Table 9',
        branchId: BRANCH,
        storeName: 'Main Street',
        currency: 'INR',
        dueMinor: 53_536,
        orders: [{ orderId: ticket.id, referenceNumber: 1043 }],
      },
    ];
    const counterUrl = `/api/v1/kiosk/orders/${ticket.id}/bill/counter-payments`;
    const fetch = mockFetch(({ url, method }) => {
      const path = new URL(url, 'http://test').pathname;
      if (path === '/api/v1/kiosk/orders') return { body: makeOrderList([ticket]) };
      if (path === '/api/v1/kiosk/open-bills') return { body: open };
      if (path === counterUrl && method === 'POST') {
        open = [];
        const closed: TableBill = {
          billId: '66666666-6666-4666-8666-666666666666',
          table: 'Table 9',
          status: 'closed',
          provider: 'local',
          testMode: true,
          publishableKey: null,
          online: false,
          unavailableReason: null,
          currency: 'INR',
          state: 'Paid',
          totalMinor: 53_536,
          paidMinor: 53_536,
          dueMinor: 0,
          payableMinor: 0,
          tipPercentages: [0],
          split: null,
          orders: [],
          payments: [],
        };
        return { body: closed };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    });
    renderWithApp(<KioskBoard kind="restaurant" branchId={BRANCH} onSignedOut={() => {}} />, {
      url: `/kiosk/${BRANCH}`,
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Table 9 paid at the counter' },
        { timeout: 10_000 },
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Table 9: paid at the counter?' });
    expect(dialog).toHaveTextContent('₹535.36 is recorded as paid in cash or by card');
    // Cancel records nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetch, counterUrl)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Table 9 paid at the counter' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Record payment' }),
    );
    expect(await screen.findByText('TABLE 9 IS PAID')).toBeInTheDocument();
    const sent = requestsTo(fetch, counterUrl) as { idempotencyKey: string }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Open bills' })).toBeNull());
  });

  it('writes what a table still owes as Spanish writes money, in Spanish', async () => {
    await setOwnerLocale('es');
    try {
      const ticket = makeBoardTicket({ status: 'Order Accepted', ownerLabel: 'In the Kitchen' });
      serveKiosk(
        [ticket],
        [
          {
            table: 'Mesa 1',
            branchId: BRANCH,
            storeName: 'Centro',
            currency: 'EUR',
            dueMinor: 1155,
            orders: [{ orderId: ticket.id, referenceNumber: 1 }],
          },
        ],
      );
      renderWithApp(<KioskBoard kind="restaurant" branchId={BRANCH} onSignedOut={() => {}} />, {
        url: `/kiosk/${BRANCH}`,
      });
      const bills = await screen.findByRole(
        'region',
        { name: 'Cuentas abiertas' },
        { timeout: 10_000 },
      );
      // Not "Pendiente €11.55", the English way, beside Spanish words.
      expect(bills).toHaveTextContent(/Pendiente 11,55\s€/);
    } finally {
      await setOwnerLocale('en');
    }
  });

  /** Media queries answered as a screen `width` px wide would (MUI writes min-width and max-width). */
  function atWidth(width: number) {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches =
        (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])) && !!(max || min);
      return { ...wide(query), matches };
    };
    return () => {
      window.matchMedia = wide;
    };
  }

  it.each([
    ['a phone', 390],
    ['a kitchen tablet', 1024],
  ])(
    'folds the sound and printing settings away on %s, behind a button that opens them',
    async (_, width) => {
      const user = userEvent.setup();
      const restore = atWidth(width);
      try {
        serveKiosk([]);
        renderWithApp(<KioskBoard kind="restaurant" branchId={BRANCH} onSignedOut={() => {}} />, {
          url: `/kiosk/${BRANCH}`,
        });
        const toggle = await screen.findByRole('button', { name: 'Sound and printing' });
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByLabelText('Sound for new orders')).toBeNull();
        await user.click(toggle);
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
        expect(panel).not.toBeNull();
        expect(within(panel!).getByLabelText('Sound for new orders')).toBeInTheDocument();
      } finally {
        restore();
      }
    },
  );

  it('shows the sound and printing settings in the first row on a desktop', async () => {
    const restore = atWidth(1280);
    try {
      serveKiosk([]);
      renderWithApp(<KioskBoard kind="restaurant" branchId={BRANCH} onSignedOut={() => {}} />, {
        url: `/kiosk/${BRANCH}`,
      });
      expect(await screen.findByLabelText('Sound for new orders')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sound and printing' })).toBeNull();
    } finally {
      restore();
    }
  });
});
