import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeMenuItem, makeMenuPage } from '../../../test/business-fixtures.ts';
import { FakeEventSource, makeBoardTicket, makeOrderList } from '../../../test/order-fixtures.ts';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { mockFetch, requestsTo } from '../../../test/render.tsx';
import { renderBoard } from './orders-board-harness.tsx';

const dosa = makeMenuItem('restaurant', { name: 'Masala Dosa', priceMinor: 15_000 });
const thali = makeMenuItem('restaurant', {
  name: 'Veg Thali',
  selectors: [
    {
      id: 'size',
      name: 'Size',
      min: 1,
      max: 1,
      options: [
        { id: 'regular', value: 'Regular', additionalPriceMinor: 0, allergens: [] },
        { id: 'large', value: 'Large', additionalPriceMinor: 5_000, allergens: [] },
      ],
    },
  ],
});
const hidden = makeMenuItem('restaurant', {
  name: 'Old Special',
  availability: 'Hidden from Menu',
});

beforeEach(() => {
  FakeEventSource.install();
});

describe('EditLinesDialog', { timeout: 30_000 }, () => {
  it('changes quantities, removes and adds items from the menu, then sends ids and counts', async () => {
    const user = userEvent.setup();
    const order = makeBoardTicket({
      status: 'Order Accepted',
      ownerLabel: 'In the Kitchen',
      version: 4,
    });
    const second = { ...order.lines[0]!, menuItemId: hidden.id, name: 'Old Special', options: [] };
    const withTwoLines = { ...order, lines: [...order.lines, second] };
    const fetch = mockFetch(({ url, method }) => {
      if (url.includes('/branches')) return { body: { branches: [] } };
      if (url.includes('/menu-items')) return { body: makeMenuPage([dosa, thali, hidden]) };
      if (method === 'PUT')
        return { body: { ...withTwoLines, modified: true, version: 5, lines: order.lines } };
      return { body: makeOrderList([withTwoLines]) };
    });
    renderBoard();

    const card = await screen.findByRole('article', { name: `Order ${order.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Edit Items' }));
    const dialog = screen.getByRole('dialog', { name: `Edit Items of Order ${order.reference}` });

    await user.click(
      within(dialog).getByRole('button', { name: 'Increase quantity of Paneer Tikka' }),
    );
    expect(within(dialog).getByLabelText('Quantity of Paneer Tikka')).toHaveValue(3);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Old Special' }));

    // Only available items can be added.
    expect(await within(dialog).findByRole('button', { name: 'Add Masala Dosa' })).toBeVisible();
    expect(
      within(dialog).queryByRole('button', { name: 'Add Old Special' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Masala Dosa' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add Veg Thali' }));
    const options = within(dialog).getByRole('group', { name: 'Options for Veg Thali' });
    await user.click(within(options).getByRole('button', { name: 'Add Veg Thali' }));
    expect(within(options).getByText('Choose one Size')).toBeInTheDocument();
    await user.click(within(options).getByRole('radio', { name: /Large/ }));
    await user.click(within(options).getByRole('button', { name: 'Add Veg Thali' }));
    expect(within(dialog).getByText('Size: Large')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save Items' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requestsTo(fetch, `/api/v1/orders/${order.id}/lines`)).toEqual([
      {
        version: 4,
        lines: [
          {
            menuItemId: order.lines[0]!.menuItemId,
            quantity: 3,
            options: [{ groupId: 'spice', optionId: 'hot', count: 1 }],
            variantId: null,
            instruction: 'No onions',
          },
          { menuItemId: dosa.id, quantity: 1, options: [], variantId: null, instruction: '' },
          {
            menuItemId: thali.id,
            quantity: 1,
            options: [{ groupId: 'size', optionId: 'large', count: 1 }],
            variantId: null,
            instruction: '',
          },
        ],
      },
    ]);
    expect(await screen.findByText(`ORDER ${order.reference} UPDATED`)).toBeInTheDocument();
    expect(within(card).getByText('Modified')).toBeInTheDocument();
  });

  it('refuses to save an order with no items left', async () => {
    const user = userEvent.setup();
    const order = makeBoardTicket();
    const fetch = mockFetch(({ url }) => {
      if (url.includes('/branches')) return { body: { branches: [] } };
      if (url.includes('/menu-items')) return { body: makeMenuPage([]) };
      return { body: makeOrderList([order]) };
    });
    renderBoard();
    const card = await screen.findByRole('article', { name: `Order ${order.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Edit Items' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Paneer Tikka' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Items' }));
    expect(within(dialog).getByText('Add at least one item to the cart')).toBeInTheDocument();
    expect(requestsTo(fetch, `/api/v1/orders/${order.id}/lines`)).toEqual([]);
  });

  it('saves nothing when nothing changed: the order is not marked modified for the guest', async () => {
    const user = userEvent.setup();
    const order = makeBoardTicket();
    const fetch = mockFetch(({ url }) => {
      if (url.includes('/branches')) return { body: { branches: [] } };
      if (url.includes('/menu-items')) return { body: makeMenuPage([dosa]) };
      return { body: makeOrderList([order]) };
    });
    renderBoard();
    const card = await screen.findByRole('article', { name: `Order ${order.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Edit Items' }));
    const dialog = screen.getByRole('dialog');
    // A quantity changed and changed back is no change either.
    await user.click(
      within(dialog).getByRole('button', { name: 'Increase quantity of Paneer Tikka' }),
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Decrease quantity of Paneer Tikka' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Items' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requestsTo(fetch, `/api/v1/orders/${order.id}/lines`)).toEqual([]);
    expect(within(card).queryByText('Modified')).not.toBeInTheDocument();
  });

  it("shows a line's instruction in Spanish on a Spanish board", async () => {
    await setOwnerLocale('es');
    try {
      const user = userEvent.setup();
      const order = makeBoardTicket();
      mockFetch(({ url }) => {
        if (url.includes('/branches')) return { body: { branches: [] } };
        if (url.includes('/menu-items')) return { body: makeMenuPage([]) };
        return { body: makeOrderList([order]) };
      });
      renderBoard();
      const card = await screen.findByRole('article', { name: `Pedido ${order.reference}` });
      await user.click(within(card).getByRole('button', { name: 'Editar artículos' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByText('Indicación: No onions')).toBeInTheDocument();
      expect(within(dialog).queryByText(/Instruction/)).not.toBeInTheDocument();
    } finally {
      await setOwnerLocale('en');
    }
  });

  it("puts the keyboard on an item's options when they open, and back on the search when they close", async () => {
    const user = userEvent.setup();
    const order = makeBoardTicket();
    mockFetch(({ url }) => {
      if (url.includes('/branches')) return { body: { branches: [] } };
      if (url.includes('/menu-items')) return { body: makeMenuPage([thali]) };
      return { body: makeOrderList([order]) };
    });
    renderBoard();
    const card = await screen.findByRole('article', { name: `Order ${order.reference}` });
    await user.click(within(card).getByRole('button', { name: 'Edit Items' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Veg Thali' }));
    const options = within(dialog).getByRole('group', { name: 'Options for Veg Thali' });
    await waitFor(() => expect(options).toHaveFocus());
    await user.click(within(options).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Search the menu')).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Add Veg Thali' }));
    const again = within(dialog).getByRole('group', { name: 'Options for Veg Thali' });
    await user.click(within(again).getByRole('radio', { name: /Large/ }));
    await user.click(within(again).getByRole('button', { name: 'Add Veg Thali' }));
    expect(within(dialog).getByText('Size: Large')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Search the menu')).toHaveFocus());
  });
});
