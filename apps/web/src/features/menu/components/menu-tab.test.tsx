import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '@scanorder/shared/menu/categories';
import type { MenuItem } from '@scanorder/shared/menu/menu-item';
import { makeBusiness, makeMenuItem, makeMenuPage } from '../../../test/business-fixtures.ts';
import { createQueryClient } from '../../../api/query-client.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { MenuTab } from './menu-tab.tsx';

const ITEMS = '/api/v1/businesses/restaurant/menu-items';
const categoriesBody = (kind: 'restaurant' | 'grocery') => ({
  categories: [...DEFAULT_CATEGORIES[kind]],
  defaults: [...DEFAULT_CATEGORIES[kind]],
  itemCounts: {},
});

function restaurantMenu() {
  return [
    makeMenuItem('restaurant', { name: 'Masala Dosa', category: 'Entrees', priceMinor: 12_050 }),
    makeMenuItem('restaurant', { name: 'Idli', category: 'Entrees', tags: ['Vegan'] }),
    makeMenuItem('restaurant', { name: 'Gulab Jamun', category: 'Desserts' }),
  ];
}

function serveRestaurant(items: MenuItem[]) {
  return mockFetch(({ url, method, body }) => {
    if (url.endsWith('/categories')) return { body: categoriesBody('restaurant') };
    if (url.includes('/availability')) {
      const id = url.split('/').at(-2);
      const item = items.find((other) => other.id === id)!;
      return { body: { ...item, ...(body as object) } };
    }
    if (method === 'DELETE' || url.endsWith('/order')) return { status: 204 };
    if (url.startsWith(ITEMS)) {
      const category = new URL(url, 'http://x').searchParams.get('category');
      return {
        body: makeMenuPage(category ? items.filter((item) => item.category === category) : items),
      };
    }
    return { body: makeBusiness('restaurant') };
  });
}

const renderMenu = (kind: 'restaurant' | 'grocery', canEdit = true, queryClient?: QueryClient) =>
  renderWithApp(
    <MenuTab
      kind={kind}
      business={makeBusiness(kind)}
      canEdit={canEdit}
      onBusinessChanged={() => undefined}
    />,
    { queryClient },
  );

describe('MenuTab when the menu cannot be read', { timeout: 30_000 }, () => {
  it('says the grocery list and its count could not be read, in the spec words', async () => {
    mockFetch(({ url }) =>
      url.endsWith('/categories')
        ? { body: categoriesBody('grocery') }
        : { status: 500, body: { error: { code: 'INTERNAL', message: 'Database is down' } } },
    );
    const queryClient = createQueryClient();
    // A failed read is shown at once rather than after the app's retries.
    queryClient.setDefaultOptions({ queries: { retry: false } });
    renderMenu('grocery', true, queryClient);
    expect(
      await screen.findByText('SERVER ERROR WHILE QUERY GROCERY MENU RECORDS DATABASE IS DOWN'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Server Error While getting total count for the Grocery menu item',
    );
  });
});

describe('MenuTab (restaurant)', { timeout: 30_000 }, () => {
  it('groups items by category with their prices in the menu currency', async () => {
    serveRestaurant(restaurantMenu());
    renderMenu('restaurant');
    const entrees = await screen.findByRole('region', { name: 'Entrees' });
    expect(
      within(entrees)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Masala Dosa', 'Idli']);
    expect(within(entrees).getByText('₹120.50')).toBeInTheDocument();
    expect(within(entrees).getByText('Vegan')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Desserts' })).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    // First and last of a category cannot move further (and keep the focus: aria-disabled).
    expect(screen.getByRole('button', { name: 'Move Masala Dosa up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Move Idli down' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('changes availability with one call, for members too', async () => {
    const user = userEvent.setup();
    const items = restaurantMenu();
    const fetchMock = serveRestaurant(items);
    renderMenu('restaurant', false);
    const dosa = await screen.findByRole('article', { name: 'Masala Dosa' });
    expect(within(dosa).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();

    await user.selectOptions(within(dosa).getByLabelText('Availability'), 'Not Available Today');
    await waitFor(() =>
      expect(requestsTo(fetchMock, `${ITEMS}/${items[0]!.id}/availability`)).toEqual([
        { availability: 'Not Available Today' },
      ]),
    );
    expect(await screen.findByText('MASALA DOSA: NOT AVAILABLE TODAY')).toBeInTheDocument();
  });

  it('moves an item down within its category and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const items = restaurantMenu();
    const fetchMock = serveRestaurant(items);
    renderMenu('restaurant');
    await user.click(await screen.findByRole('button', { name: 'Move Masala Dosa down' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `${ITEMS}/order`)).toEqual([
        { category: 'Entrees', itemIds: [items[1]!.id, items[0]!.id] },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Idli' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Idli?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            init?.method === 'DELETE' && (input as string) === `${ITEMS}/${items[1]!.id}`,
        ),
      ).toBe(true),
    );
  });
});

describe('MenuTab (grocery)', { timeout: 30_000 }, () => {
  it('pages 100 at a time, searches by name after a pause and shows the total', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(({ url }) => {
      if (url.endsWith('/categories')) return { body: categoriesBody('grocery') };
      const params = new URL(url, 'http://x').searchParams;
      const page = Number(params.get('page'));
      if (params.get('search'))
        return { body: makeMenuPage([makeMenuItem('grocery', { name: 'Basmati Rice' })], 1) };
      return {
        body: makeMenuPage(
          [makeMenuItem('grocery', { name: `Product on page ${page}` })],
          150,
          page,
        ),
      };
    });
    renderMenu('grocery');
    expect(await screen.findByText('Product on page 1')).toBeInTheDocument();
    expect(screen.getByText('150 items · showing 1-100')).toBeInTheDocument();
    // A product without a photo shows a basket, not a restaurant's knife and fork.
    const product = screen.getByRole('article', { name: 'Product on page 1' });
    expect(within(product).getByTestId('ShoppingBasketOutlinedIcon')).toBeInTheDocument();
    expect(within(product).queryByTestId('RestaurantMenuIcon')).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Go to page 2' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Product on page 2')).toBeInTheDocument();
    expect(screen.getByText('150 items · showing 101-150')).toBeInTheDocument();
    // The new page is read from its top, not from the page numbers under the old one.
    expect(screen.getByRole('heading', { name: 'Menu' })).toHaveFocus();

    const search = screen.getByLabelText('Search by name');
    await user.type(search, 'rice');
    expect(await screen.findByText('Basmati Rice')).toBeInTheDocument();
    expect(screen.getByText('1 item matching "rice"')).toBeInTheDocument();

    const urls = fetchMock.mock.calls
      .map(([input]) => input as string)
      .filter((url) => url.includes('/menu-items?'));
    expect(urls).toEqual([
      '/api/v1/businesses/grocery/menu-items?page=1&pageSize=100',
      '/api/v1/businesses/grocery/menu-items?page=2&pageSize=100',
      // One request for the whole word, back on page 1.
      '/api/v1/businesses/grocery/menu-items?page=1&pageSize=100&search=rice',
    ]);
  });
});
