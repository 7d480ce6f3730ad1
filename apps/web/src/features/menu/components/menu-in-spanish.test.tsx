import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '@scanorder/shared/menu/categories';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { makeBusiness, makeMenuItem, makeMenuPage } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { MenuTab } from './menu-tab.tsx';

describe('MENU in Spanish', { timeout: 30_000 }, () => {
  beforeEach(() => setOwnerLocale('es'));
  afterEach(() => setOwnerLocale('en'));

  it('shows the list, availability and prices in Spanish, and the item editor', async () => {
    const user = userEvent.setup();
    const items = [
      makeMenuItem('restaurant', {
        name: 'Masala Dosa',
        category: 'Entrees',
        priceMinor: 12_050,
        tags: ['Vegan', 'Spicy'],
      }),
      makeMenuItem('restaurant', { name: 'Idli', category: 'Entrees' }),
    ];
    mockFetch(({ url }) =>
      url.endsWith('/categories')
        ? {
            body: {
              categories: [...DEFAULT_CATEGORIES.restaurant],
              defaults: [...DEFAULT_CATEGORIES.restaurant],
              itemCounts: {},
            },
          }
        : { body: makeMenuPage(items) },
    );
    renderWithApp(
      <MenuTab
        kind="restaurant"
        business={makeBusiness('restaurant')}
        canEdit
        onBusinessChanged={() => undefined}
      />,
    );

    const dosa = await screen.findByRole('article', { name: 'Masala Dosa' });
    expect(screen.getByRole('heading', { name: 'Carta' })).toBeInTheDocument();
    expect(screen.getByText('2 artículos')).toBeInTheDocument();
    // Money in the owner's language: a decimal comma in Spanish.
    expect(within(dosa).getByText(/120,50/)).toBeInTheDocument();
    // Its tags (badges) as the item editor names them.
    expect(within(dosa).getByText('Vegano')).toBeInTheDocument();
    expect(within(dosa).getByText('Picante')).toBeInTheDocument();
    const availability = within(dosa).getByLabelText('Disponibilidad');
    expect(
      within(availability).getByRole('option', { name: 'No disponible hoy' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Añadir artículo' }));
    const editor = await screen.findByRole('dialog', { name: 'Añadir artículo a la carta' });
    expect(within(editor).getByRole('group', { name: 'Alérgenos' })).toBeInTheDocument();
    expect(within(editor).getByRole('checkbox', { name: 'Cacahuetes' })).toBeInTheDocument();
    expect(
      within(editor).getByRole('button', { name: 'Añadir grupo de Selector' }),
    ).toBeInTheDocument();
    // A group's name too short: the message names the field in Spanish.
    await user.click(within(editor).getByRole('button', { name: 'Añadir grupo de Selector' }));
    await user.type(within(editor).getByLabelText('Nombre del grupo'), 'T');
    expect(
      await within(editor).findByText('El nombre del grupo no puede tener menos de 2 caracteres'),
    ).toBeInTheDocument();
    // One word for the incrementor groups: the section and its Add button both say Contador.
    expect(within(editor).getByRole('heading', { name: 'Contadores' })).toBeInTheDocument();
    expect(
      within(editor).getByRole('button', { name: 'Añadir grupo de Contador' }),
    ).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Guardar artículo' })).toBeInTheDocument();
  });

  it("names a grocery's menu catálogo, as its tab does (decision 054)", async () => {
    const user = userEvent.setup();
    mockFetch(({ url }) =>
      url.endsWith('/categories')
        ? {
            body: {
              categories: [...DEFAULT_CATEGORIES.grocery],
              defaults: [...DEFAULT_CATEGORIES.grocery],
              itemCounts: {},
            },
          }
        : { body: makeMenuPage([]) },
    );
    renderWithApp(
      <MenuTab
        kind="grocery"
        business={makeBusiness('grocery')}
        canEdit
        onBusinessChanged={() => undefined}
      />,
    );

    expect(await screen.findByText(/Aún no hay productos en el catálogo\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Catálogo' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/carta/i);
    await user.click(screen.getByRole('button', { name: 'Añadir artículo' }));
    expect(
      await screen.findByRole('dialog', { name: 'Añadir producto al catálogo' }),
    ).toBeInTheDocument();
  });
});
