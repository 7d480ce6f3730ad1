import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { makeBusiness } from '../../../test/business-fixtures.ts';
import { makeMe } from '../../../test/fixtures.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { DeleteBusinessCard } from './delete-business-card.tsx';
import { DetailsForm } from './details-form.tsx';
import { BUSINESS_TABS } from './business-tabs.ts';
import { BusinessTabBar } from './business-tab-bar.tsx';
import { StatusTab } from './status-tab.tsx';

/** What a new owner who works in Spanish reads on the screens the product writes itself. */
describe('wording a Spanish owner reads', { timeout: 30_000 }, () => {
  afterEach(async () => {
    localStorage.removeItem(STORAGE_KEYS.currency);
    await setOwnerLocale('en');
  });

  it('creates the business in sentence case, as the rest of the Spanish app: Crear restaurante', async () => {
    await setOwnerLocale('es');
    renderWithApp(<DetailsForm kind="restaurant" business={null} />);
    expect(screen.getByRole('button', { name: 'Crear restaurante' })).toBeInTheDocument();
  });

  it('deletes it in sentence case too: Eliminar restaurante', async () => {
    await setOwnerLocale('es');
    mockFetch(() => ({ body: makeMe() }));
    renderWithApp(<DeleteBusinessCard kind="restaurant" business={makeBusiness('restaurant')} />);
    expect(await screen.findByRole('button', { name: 'Eliminar restaurante' })).toBeInTheDocument();
  });

  it('keeps the English button as it was', () => {
    renderWithApp(<DetailsForm kind="grocery" business={null} />);
    expect(screen.getByRole('button', { name: 'Create Grocery' })).toBeInTheDocument();
  });

  it('names each time zone in the owner’s language, keeping the zone as the value', async () => {
    await setOwnerLocale('es');
    const business = makeBusiness('restaurant', { timeZone: 'Europe/Madrid' });
    renderWithApp(<DetailsForm kind="restaurant" business={business} />);
    // The business's own zone is labelled at once, the others once the page is idle.
    const madrid = screen.getByRole('option', { name: /^Europe\/Madrid \(/ });
    expect(madrid).toHaveValue('Europe/Madrid');
    expect(madrid).toHaveTextContent('Europe/Madrid (hora de Europa central)');
    expect(
      await screen.findByRole('option', { name: /^America\/New York \(/ }, { timeout: 10_000 }),
    ).toHaveValue('America/New_York');
  });

  it('says on STATUS what setup still lacks, in lower case after the colon as Spanish writes it', async () => {
    await setOwnerLocale('es');
    mockFetch(() => ({ body: [] }));
    renderWithApp(
      <StatusTab
        kind="restaurant"
        business={{ ...makeBusiness('restaurant'), takingOrders: true }}
      />,
    );
    expect(
      screen.getByText(
        'Aceptar pedidos está activado, pero la configuración no está completa. Falta: logotipo, al menos una sucursal y al menos un artículo en la carta.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Tus clientes pueden hacer pedidos/)).toBeNull();
  });

  it('says it in English too', () => {
    mockFetch(() => ({ body: [] }));
    renderWithApp(
      <StatusTab
        kind="restaurant"
        business={{ ...makeBusiness('restaurant'), takingOrders: true }}
      />,
    );
    expect(
      screen.getByText(
        'Taking orders is on, but setup is not complete. Still to do: Logo, At least one store name, and At least one menu item.',
      ),
    ).toBeInTheDocument();
  });

  it('calls a grocer’s menu a catalogue (CATÁLOGO) and a restaurant’s a CARTA; English reads MENU for both', async () => {
    const bar = (kind: 'restaurant' | 'grocery') => (
      <BusinessTabBar
        kind={kind}
        label={kind}
        tabs={BUSINESS_TABS}
        tab="overview"
        onChange={() => {}}
      />
    );
    const first = renderWithApp(bar('grocery'));
    expect(screen.getByRole('tab', { name: 'MENU' })).toBeInTheDocument();
    first.unmount();
    await setOwnerLocale('es');
    const grocery = renderWithApp(bar('grocery'));
    expect(screen.getByRole('tab', { name: 'CATÁLOGO' })).toBeInTheDocument();
    grocery.unmount();
    renderWithApp(bar('restaurant'));
    expect(screen.getByRole('tab', { name: 'CARTA' })).toBeInTheDocument();
  });
});
