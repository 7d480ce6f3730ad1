import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  basmatiRice,
  closedRestaurantMenu,
  groceryItem,
  groceryMenu,
  menuPageData,
} from '../test-fixtures.ts';
import { MenuPage } from './menu-page.tsx';
import { loadOrderingModule } from './use-ordering-module.ts';

vi.mock('../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

describe('menu page', () => {
  it('shows the business, branch and identifier, categories and prices in the menu currency', () => {
    render(<MenuPage page={menuPageData()} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Main Street')).toBeInTheDocument();
    expect(screen.getByText('Table 1')).toBeInTheDocument();
    // What a screen reader reads: the dot is hidden, a space keeps the two apart.
    const where = screen.getByText('Main Street').parentElement!.cloneNode(true) as HTMLElement;
    where.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    expect(where.textContent).toBe('Main Street Table 1');
    const nav = screen.getByRole('navigation', { name: 'Menu categories' });
    expect(within(nav).getByRole('link', { name: 'CoolDrinks' })).toHaveAttribute(
      'href',
      '#category-2',
    );
    const tikka = screen.getByRole('heading', { name: 'Paneer Tikka' }).closest('li')!;
    expect(tikka).toHaveTextContent('₹249.00');
    expect(tikka.querySelector('img')).toHaveAttribute('width', '112');
  });

  it("keeps each item's name and description in the owner's direction on any page", () => {
    render(<MenuPage page={menuPageData()} />);
    // On an Arabic page, an English description's full stop would otherwise open the line.
    expect(screen.getByRole('heading', { name: 'Paneer Tikka' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Cottage cheese cubes grilled in the tandoor.').tagName).toBe('BDI');
  });

  it('keeps a menu whose plan ended for browsing, with a notice and no way to order', () => {
    const ended = closedRestaurantMenu(
      {
        open: false,
        reason: 'trial-ended',
        message: 'This store is not taking online orders at the moment.',
        nextOpenAt: null,
      },
      [],
    );
    render(<MenuPage page={menuPageData(ended)} />);
    expect(
      screen.getByRole('heading', {
        name: 'This store is not taking online orders at the moment.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You can browse the menu, but orders cannot be placed right now.'),
    ).toBeInTheDocument();
    expect(screen.getByText('₹249.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
  });

  it('tells a customer of a closed store that a pickup can still be scheduled', () => {
    const closed = closedRestaurantMenu({
      open: false,
      reason: 'holiday',
      message: 'Closed today: Pongal.',
      nextOpenAt: '2099-01-02T05:30:00.000Z',
    });
    render(<MenuPage page={menuPageData(closed)} />);
    expect(screen.getByRole('heading', { name: 'Closed today: Pongal.' })).toBeInTheDocument();
    expect(screen.getByText('Orders open again Fri, 2 Jan, 11:00 am.')).toBeInTheDocument();
    expect(
      screen.getByText('You can still schedule a pickup for a later time.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Paneer Tikka' })).toBeInTheDocument();
  });

  it('pages a grocery menu as the customer asks for more, and searches by name', async () => {
    const first = Array.from({ length: 100 }, (_, index) => groceryItem(index + 1));
    const menu = groceryMenu(first, 101);
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = input;
        if (url.endsWith('/my-orders')) return new Response('{"orders":[]}', { status: 200 });
        urls.push(url);
        const search = new URL(url, 'http://test').searchParams.get('search');
        const body = search
          ? groceryMenu([basmatiRice], 1)
          : {
              ...groceryMenu([groceryItem(101)], 101),
              paging: { page: 2, pageSize: 100, total: 101 },
            };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const user = userEvent.setup();
    render(<MenuPage page={menuPageData(menu)} />);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'More products' });
    expect(more).toHaveAttribute('href', '?page=2');
    await user.click(more);
    expect(await screen.findByRole('heading', { name: 'Product 101' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product 001' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'More products' })).not.toBeInTheDocument();
    expect(urls[0]).toBe(
      `/api/v1/public/menus/${menu.business.accountId}/grocery/${menu.business.id}/branches/${menu.branch.id}?identifier=Counter&page=2`,
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'rice');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Product 001' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Basmati Rice' })).toBeInTheDocument();
    expect(urls[1]).toContain('page=1&search=rice');
    expect(window.location.search).toBe('?search=rice');
  });

  it("tells a screen reader a search's result, searches while a page loads, and an emptied box shows all", async () => {
    const menu = groceryMenu(
      Array.from({ length: 100 }, (_, index) => groceryItem(index + 1)),
      101,
    );
    const searches: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/my-orders')) return new Response('{"orders":[]}', { status: 200 });
        const search = new URL(url, 'http://test').searchParams.get('search') ?? '';
        // The next page is on a slow network: it never arrives during this test.
        if (!search && url.includes('page=2')) return new Promise<Response>(() => undefined);
        searches.push(search);
        const body =
          search === 'rice'
            ? groceryMenu([basmatiRice], 1)
            : search
              ? groceryMenu([], 0)
              : groceryMenu([groceryItem(1)], 101);
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const user = userEvent.setup();
    render(<MenuPage page={menuPageData(menu)} />);
    const status = within(screen.getByRole('search')).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('link', { name: 'More products' }));
    expect(screen.getByRole('link', { name: 'Loading…' })).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'rice{Enter}');
    expect(await screen.findByRole('heading', { name: 'Basmati Rice' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Products found: 1.');

    await user.clear(box);
    await user.type(box, 'zzz{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('No products match “zzz”.'));

    // Emptying the box (its ×, Escape or deleting) brings every product back.
    await user.clear(box);
    expect(await screen.findByRole('heading', { name: 'Product 001' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Products found: 101.');
    expect(searches).toEqual(['rice', '', 'zzz', '']);
  });

  it('says beside the search box when a search could not be sent, and keeps the list', async () => {
    const menu = groceryMenu([groceryItem(1)], 1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/my-orders')) return new Response('{"orders":[]}', { status: 200 });
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    render(<MenuPage page={menuPageData(menu)} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'rice{Enter}');
    expect(await within(screen.getByRole('search')).findByRole('alert')).toHaveTextContent(
      'Could not search the products. Check your connection and try again.',
    );
    expect(screen.getByRole('heading', { name: 'Product 001' })).toBeInTheDocument();
  });

  it("counts a product's first tap when the ordering code arrives between the finger's press and its release", async () => {
    window.localStorage.clear();
    render(<MenuPage page={menuPageData(groceryMenu([groceryItem(1), groceryItem(2)], 2))} />);
    const add = screen.getByRole('button', { name: 'Add Product 001' });
    // The press starts the download; on a fast connection the code is in before the release.
    fireEvent.pointerDown(add);
    await act(async () => {
      await loadOrderingModule();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    fireEvent.pointerUp(add);
    fireEvent.click(add);
    const stepper = await screen.findByRole(
      'group',
      { name: 'quantity of Product 001' },
      { timeout: 5000 },
    );
    expect(stepper).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: /View cart/ })).toHaveTextContent('1 item');
  });

  it('offers a grocery item by its variants, priced by the chosen one', async () => {
    const user = userEvent.setup();
    render(<MenuPage page={menuPageData(groceryMenu([basmatiRice], 1))} />);
    expect(screen.getByText('From ₹550.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Basmati Rice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Basmati Rice' }, { timeout: 5000 });
    const add = within(dialog).getByRole('button', { name: /^Add to cart/ });
    expect(within(dialog).getByRole('group', { name: 'Pack' })).toBeInTheDocument();
    expect(add).toHaveTextContent('₹550.00');
    await user.click(within(dialog).getByRole('radio', { name: '10 kg · ₹990.00' }));
    expect(add).toHaveTextContent('₹990.00');
    await user.click(add);
    expect(await screen.findByRole('button', { name: /View cart/ })).toHaveTextContent('₹990.00');
  });
});
