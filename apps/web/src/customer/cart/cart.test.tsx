import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CART_TTL_MS } from '@scanorder/shared/ordering/cart';
import { MenuPage } from '../menu/menu-page.tsx';
import {
  basmatiRice,
  closedRestaurantMenu,
  groceryItem,
  groceryMenu,
  masalaChai,
  menuPageData,
  paneerTikka,
} from '../test-fixtures.ts';
import type { SavedCart } from '@scanorder/shared/ordering/saved-cart';

vi.mock('../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

const page = menuPageData();
const savedCart = () =>
  JSON.parse(localStorage.getItem(page.storage.cartKey) ?? 'null') as SavedCart | null;

async function addTikka(user: ReturnType<typeof userEvent.setup>, spice: 'Mild' | 'Hot') {
  await user.click(screen.getByRole('button', { name: 'Add Paneer Tikka' }));
  const dialog = await screen.findByRole('dialog', { name: 'Paneer Tikka' }, { timeout: 5000 });
  await user.click(within(dialog).getByRole('radio', { name: new RegExp(spice) }));
  await user.click(within(dialog).getByRole('button', { name: /^Add to cart/ }));
}

async function openCart(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /View cart/ }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Your cart' });
}

/** The menu with a hot Paneer Tikka and a Masala Chai in the cart, and the cart open. */
async function cartOfTikkaAndChai(user: ReturnType<typeof userEvent.setup>) {
  render(<MenuPage page={page} />);
  await addTikka(user, 'Hot');
  await user.click(screen.getByRole('button', { name: 'Add Masala Chai' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: /^Add to cart/ }),
  );
  return openCart(user);
}

describe('cart', () => {
  it('merges the same item with the same options into one line, else adds a line', async () => {
    const user = userEvent.setup();
    render(<MenuPage page={page} />);
    await addTikka(user, 'Hot');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Added Paneer Tikka to the cart')).toHaveAttribute('role', 'status');
    await addTikka(user, 'Hot');
    await addTikka(user, 'Mild');
    await user.click(screen.getByRole('button', { name: 'Add Masala Chai' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /^Add to cart/ }),
    );

    expect(screen.getByRole('button', { name: /View cart/ })).toHaveTextContent('4 items');
    const cart = await openCart(user);
    const lines = within(cart).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Paneer Tikka');
    expect(lines[0]).toHaveTextContent('Hot');
    expect(
      within(lines[0]!).getByRole('group', { name: 'quantity of Paneer Tikka' }),
    ).toHaveTextContent('2');
    expect(lines[0]).toHaveTextContent('₹508.00');
    expect(lines[1]).toHaveTextContent('Mild');
    expect(lines[2]).toHaveTextContent('Masala Chai');
    // 2 x 254 + 249 + 60
    expect(cart).toHaveTextContent('Subtotal₹817.00');

    const stored = savedCart();
    expect(stored?.lines.map((line) => [line.menuItemId, line.quantity])).toEqual([
      [paneerTikka.id, 2],
      [paneerTikka.id, 1],
      [masalaChai.id, 1],
    ]);
  });

  it('changes quantities, removes lines and keeps an instruction per line', async () => {
    const user = userEvent.setup();
    const cart = await cartOfTikkaAndChai(user);
    await user.click(
      within(cart).getByRole('button', { name: 'Increase quantity of Paneer Tikka' }),
    );
    expect(savedCart()?.lines[0]?.quantity).toBe(2);
    await user.type(within(cart).getByLabelText('Instruction for Paneer Tikka'), 'No onion');
    expect(savedCart()?.lines[0]?.instruction).toBe('No onion');

    await user.click(within(cart).getByRole('button', { name: 'Remove Masala Chai' }));
    expect(within(cart).getAllByRole('listitem')).toHaveLength(1);
    const decrease = within(cart).getByRole('button', {
      name: 'Decrease quantity of Paneer Tikka',
    });
    await user.click(decrease);
    expect(savedCart()?.lines[0]?.quantity).toBe(1);
    expect(decrease).toBeDisabled();
    await user.click(within(cart).getByRole('button', { name: 'Remove Paneer Tikka' }));
    expect(within(cart).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(savedCart()).toBeNull();
  });

  it('says a removed line is gone and keeps the keyboard in the cart: next line, then the heading', async () => {
    const user = userEvent.setup();
    const cart = await cartOfTikkaAndChai(user);

    await user.click(within(cart).getByRole('button', { name: 'Remove Paneer Tikka' }));
    expect(within(cart).getByText('Removed Paneer Tikka from the cart')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(cart).getByRole('button', { name: 'Remove Masala Chai' })).toHaveFocus();

    await user.click(within(cart).getByRole('button', { name: 'Remove Masala Chai' }));
    expect(within(cart).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(cart).getByText('Removed Masala Chai from the cart')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(cart).getByRole('heading', { name: 'Your cart' })).toHaveFocus();
  });

  it("gives a grocery's line a shop's example instruction, a restaurant's a kitchen's", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<MenuPage page={menuPageData(groceryMenu([groceryItem(1)], 1))} />);
    await user.click(screen.getByRole('button', { name: 'Add Product 001' }));
    const groceryCart = await openCart(user);
    expect(within(groceryCart).getByLabelText('Instruction for Product 001')).toHaveAttribute(
      'placeholder',
      'e.g. another brand if out of stock',
    );
    unmount();
    localStorage.clear();

    render(<MenuPage page={page} />);
    await user.click(screen.getByRole('button', { name: 'Add Masala Chai' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /^Add to cart/ }),
    );
    const restaurantCart = await openCart(user);
    expect(within(restaurantCart).getByLabelText('Instruction for Masala Chai')).toHaveAttribute(
      'placeholder',
      'e.g. less oil',
    );
  });

  it("keeps a line's name and variant in the owner's direction (500 g, not g 500)", async () => {
    const user = userEvent.setup();
    render(<MenuPage page={menuPageData(groceryMenu([basmatiRice], 1))} />);
    await user.click(screen.getByRole('button', { name: 'Add Basmati Rice' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /^Add to cart/ }),
    );
    const cart = await openCart(user);
    expect(within(cart).getByText('Basmati Rice')).toHaveAttribute('dir', 'auto');
    expect(within(cart).getByText('5 kg')).toHaveAttribute('dir', 'auto');
  });

  it('restores a cart saved for this branch within 24 hours, and drops an older one', async () => {
    const line = {
      key: 'k',
      menuItemId: masalaChai.id,
      quantity: 3,
      options: [],
      variantId: null,
      instruction: '',
    };
    const store = (updatedAt: number) =>
      localStorage.setItem(
        page.storage.cartKey,
        JSON.stringify({ lines: [line], updatedAt, items: {} } satisfies SavedCart),
      );

    store(Date.now() - CART_TTL_MS + 60_000);
    const { unmount } = render(<MenuPage page={page} />);
    expect(
      await screen.findByRole('button', { name: /View cart/ }, { timeout: 5000 }),
    ).toHaveTextContent('3 items');
    unmount();

    store(Date.now() - CART_TTL_MS - 60_000);
    render(<MenuPage page={page} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Masala Chai' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: /View cart/ })).not.toBeInTheDocument();
  });

  it("keeps a closed store's Checkout in reach of the keyboard and says why it does nothing", async () => {
    const user = userEvent.setup();
    const closed = menuPageData(
      closedRestaurantMenu(
        {
          open: false,
          reason: 'trial-ended',
          message: 'This store is not taking online orders at the moment.',
          nextOpenAt: null,
        },
        [],
      ),
    );
    localStorage.setItem(
      closed.storage.cartKey,
      JSON.stringify({
        lines: [
          {
            key: 'k',
            menuItemId: masalaChai.id,
            quantity: 1,
            options: [],
            variantId: null,
            instruction: '',
          },
        ],
        updatedAt: Date.now(),
        items: {},
      } satisfies SavedCart),
    );
    render(<MenuPage page={closed} />);
    const cart = await openCart(user);
    const checkout = within(cart).getByRole('button', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    expect(checkout).toHaveAccessibleDescription('Orders cannot be placed right now.');
    checkout.focus();
    expect(checkout).toHaveFocus();
    await user.click(checkout);
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
    expect(within(cart).queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('greys unavailable items with their label and offers no way to add them', () => {
    render(<MenuPage page={page} />);
    const dosa = screen.getByRole('heading', { name: 'Masala Dosa' }).closest('li')!;
    expect(dosa).toHaveTextContent('Not Available Today');
    expect(within(dosa).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by tag and hides items with a chosen allergen', async () => {
    const user = userEvent.setup();
    render(<MenuPage page={page} />);
    await user.click(screen.getByRole('button', { name: 'Spicy', pressed: false }));
    expect(screen.queryByRole('heading', { name: 'Paneer Tikka' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Masala Dosa' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spicy', pressed: true }));

    await user.click(screen.getByText('Allergens'));
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }));
    expect(screen.queryByRole('heading', { name: 'Paneer Tikka' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Masala Chai' })).toBeInTheDocument();
    expect(screen.getByText('Allergens (1 hidden)')).toBeInTheDocument();
  });
});
