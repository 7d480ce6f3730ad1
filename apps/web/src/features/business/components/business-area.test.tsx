import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { makeBusiness } from '../../../test/business-fixtures.ts';
import { makeMe } from '../../../test/fixtures.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { BusinessArea } from './business-area.tsx';

const TAB_LABELS = [
  'QR-CODES',
  'ORDERS',
  'REPORTS',
  'OVERVIEW',
  'LOGO',
  'MENU',
  'TRANSLATIONS',
  'HOURS/CLOSURES',
  'PICKUP/DELIVERY',
  'ORDER SETTINGS',
  'STATUS',
  'SERVICE SETTINGS',
];

/** A lazily loaded tab's module is transformed on its first import in the test run. */
const CHUNK_WAIT = { timeout: 10_000 };

function renderArea(url: string, kind: 'restaurant' | 'grocery' = 'restaurant', ordersBadge = 0) {
  return renderWithApp(
    <BusinessArea
      kind={kind}
      ordersBadge={ordersBadge}
      renderMenu={({ canEdit }) => <p>Menu tab {canEdit ? 'editable' : 'read-only'}</p>}
      renderQrCodes={({ business }) => <p>QR codes of {business.businessName}</p>}
      renderOrders={({ canManage }) => <p>Orders board {canManage ? 'with export' : 'only'}</p>}
      renderReports={({ business }) => <p>Reports of {business.businessName}</p>}
      renderTranslations={({ kind: translated }) => <p>Translations of the {translated}</p>}
    />,
    { url, path: `/:userId/${kind}` },
  );
}

describe('BusinessArea', { timeout: 30_000 }, () => {
  it("shows the spec's tabs and keeps the open tab in the URL", async () => {
    const user = userEvent.setup();
    mockFetch(({ url }) =>
      url.startsWith('/api/v1/me') ? { body: makeMe() } : { body: makeBusiness('restaurant') },
    );
    renderArea('/acc-1/restaurant?tab=hours');

    // Grouped: Service first (ORDERS always in view), then Setup.
    const service = await screen.findByRole('tablist', { name: 'Restaurant service' });
    const tabs = screen.getByRole('tablist', { name: 'Restaurant setup' });
    expect(
      [...within(service).getAllByRole('tab'), ...within(tabs).getAllByRole('tab')].map(
        (tab) => tab.textContent,
      ),
    ).toEqual(TAB_LABELS);
    expect(within(service).getByRole('tab', { name: 'ORDERS' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(within(tabs).getByRole('tab', { name: 'HOURS/CLOSURES' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Spice Garden' })).toBeInTheDocument();
    // The settings tabs come in their own chunks (decision 031): the panel fills once it is here.
    await waitFor(
      () => expect(screen.getByRole('tabpanel')).toHaveTextContent('Opening hours'),
      CHUNK_WAIT,
    );

    await user.click(within(tabs).getByRole('tab', { name: 'MENU' }));
    expect(await screen.findByText('Menu tab editable')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/restaurant?tab=menu');
  });

  it('names the two tab groups in Spanish as a screen reader reads them', async () => {
    await setOwnerLocale('es');
    try {
      mockFetch(({ url }) =>
        url.startsWith('/api/v1/me') ? { body: makeMe() } : { body: makeBusiness('restaurant') },
      );
      renderArea('/acc-1/restaurant');
      // Not "Restaurante servicio": the two words glued in English order.
      expect(
        await screen.findByRole('tablist', { name: 'Restaurante: servicio' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('tablist', { name: 'Restaurante: configuración' }),
      ).toBeInTheDocument();
    } finally {
      await setOwnerLocale('en');
    }
  });

  it('counts the orders that need action on the ORDERS tab', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/v1/me') ? { body: makeMe() } : { body: makeBusiness('restaurant') },
    );
    renderArea('/acc-1/restaurant?tab=menu', 'restaurant', 3);
    const orders = await screen.findByRole('tab', { name: 'ORDERS, 3 need action' });
    expect(orders).toHaveTextContent('ORDERS3');
    expect(orders).toHaveAttribute('aria-selected', 'false');
  });

  it('opens on OVERVIEW with the setup checklist before the business exists', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/v1/me')
        ? { body: makeMe() }
        : {
            status: 404,
            body: { error: { code: 'NOT_FOUND', message: 'Restaurant is not set up yet.' } },
          },
    );
    renderArea('/acc-1/restaurant?tab=logo');
    expect(
      await screen.findByText('Save the business details on the OVERVIEW tab first.'),
    ).toBeInTheDocument();

    renderArea('/acc-1/restaurant');
    expect(
      await screen.findByRole('heading', { name: 'Setup checklist' }, CHUNK_WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('6 of 6 steps still missing.')).toBeInTheDocument();
    const hours = screen.getByRole('link', { name: 'Opening hours' });
    expect(hours).toHaveAttribute('href', '/acc-1/restaurant?tab=hours');
    // The keyboard meets the checklist before the form, as a phone shows it above the form.
    const create = screen.getByRole('button', { name: 'Create Restaurant' });
    expect(hours.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refuses a service that is not enabled, with a way back to the overview', async () => {
    mockFetch(() => ({ body: makeMe() }));
    renderArea('/acc-1/grocery', 'grocery');
    expect(
      await screen.findByText('The Grocery service is not enabled for your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Overview' })).toHaveAttribute(
      'href',
      '/acc-1/overview',
    );
  });

  it('keeps only ORDERS once the trial ended without a subscription, for orders placed before', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/v1/me')
        ? { body: makeMe({ account: { inTrial: false, subscribed: false } }) }
        : { body: makeBusiness('restaurant') },
    );
    renderArea('/acc-1/restaurant?tab=menu');
    expect(await screen.findByText(/Your free trial has ended/)).toHaveTextContent(
      'Orders placed before it ended stay on the ORDERS tab.',
    );
    const tabs = screen.getByRole('tablist', { name: 'Restaurant service' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['ORDERS']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Orders board with export');
  });

  it('refuses an expired account that never set the business up', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/v1/me')
        ? { body: makeMe({ account: { inTrial: false, subscribed: false } }) }
        : {
            status: 404,
            body: { error: { code: 'NOT_FOUND', message: 'Restaurant is not set up yet.' } },
          },
    );
    renderArea('/acc-1/restaurant');
    expect(await screen.findByText(/Your free trial has ended/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows members the MENU and ORDERS tabs only, with availability alone', async () => {
    mockFetch(({ url }) =>
      url.startsWith('/api/v1/me')
        ? { body: makeMe({ member: { role: 'member', isOwner: false } }) }
        : { body: makeBusiness('restaurant') },
    );
    renderArea('/acc-1/restaurant?memberId=mem-1&tab=reports');
    await screen.findByRole('tablist', { name: 'Restaurant service' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ORDERS', 'MENU']);
    expect(screen.getByText('Menu tab read-only')).toBeInTheDocument();
    // The typed REPORTS is not theirs: the address says MENU, the tab shown.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/acc-1/restaurant?memberId=mem-1&tab=menu',
      ),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'ORDERS' }));
    expect(await screen.findByText('Orders board only')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute(
        'href',
        '/acc-1/overview?memberId=mem-1',
      ),
    );
  });
});
