import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CATEGORIES } from '@scanorder/shared/menu/categories';
import { optionGroupMessages } from '@scanorder/shared/menu/option-groups';
import { makeMenuItem } from '../../../test/business-fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../../../test/render.tsx';
import { ItemEditorDialog } from './item-editor-dialog.tsx';

const sharedGroup = (id: string, type: 'selectors' | 'modifiers', name: string) => ({
  id,
  type,
  name,
  min: type === 'selectors' ? 1 : 0,
  max: 1,
  options: [{ id: `${id}-1`, value: 'One', additionalPriceMinor: 0, allergens: [] }],
  itemCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const spiceLevel = sharedGroup('7d0c3e52-5f5e-4b8e-9a57-0f1d7c2b1a01', 'selectors', 'Spice level');
const sauces = sharedGroup('7d0c3e52-5f5e-4b8e-9a57-0f1d7c2b1a02', 'modifiers', 'Sauces');

function renderEditor(kind: 'restaurant' | 'grocery', onSaved = vi.fn()) {
  renderWithApp(
    <ItemEditorDialog
      kind={kind}
      item={null}
      categories={DEFAULT_CATEGORIES[kind]}
      defaultCategory={DEFAULT_CATEGORIES[kind][0]}
      currency="INR"
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Add Menu Item' }), onSaved };
}

describe('ItemEditorDialog', { timeout: 30_000 }, () => {
  it("checks name, description and the price range with the spec's messages", async () => {
    const user = userEvent.setup();
    const { dialog } = renderEditor('restaurant');
    await user.type(within(dialog).getByLabelText(/^Name/), 'D');
    expect(await within(dialog).findByText('Name cannot be less than 2 characters')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Description/), 'Hot');
    expect(
      await within(dialog).findByText('Description cannot be less than 5 characters'),
    ).toBeVisible();

    const price = within(dialog).getByLabelText(/^Price \(INR\)/);
    await user.type(price, '0.49');
    expect(await within(dialog).findByText('Price cannot be less than 0.5 value')).toBeVisible();
    await user.clear(price);
    expect(await within(dialog).findByText('Price field is required')).toBeVisible();
    await user.type(price, '1000000.01');
    expect(
      await within(dialog).findByText('Price cannot be more than 1000000 value'),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('switch', { name: 'Enable Tax' }));
    const tax = within(dialog).getByLabelText('Tax Percentage');
    await user.clear(tax);
    await user.type(tax, '101');
    expect(
      await within(dialog).findByText('Tax percentage cannot be more than 100 value'),
    ).toBeVisible();
  });

  it('checks option group rules: minimum above maximum, maximum above the options', async () => {
    const user = userEvent.setup();
    const { dialog } = renderEditor('restaurant');
    await user.click(within(dialog).getByRole('button', { name: 'Add Modifier Group' }));
    const group = within(dialog).getByRole('group', { name: 'Modifier group 1' });
    const min = within(group).getByLabelText('Minimum');
    const max = within(group).getByLabelText('Maximum');
    await user.clear(max);
    await user.type(max, '2');
    expect(await within(group).findByText(optionGroupMessages.maxAboveOptions)).toBeVisible();
    await user.click(within(group).getByRole('button', { name: 'Add Option' }));
    await waitFor(() =>
      expect(within(group).queryByText(optionGroupMessages.maxAboveOptions)).toBeNull(),
    );
    await user.clear(min);
    await user.type(min, '3');
    expect(await within(group).findByText(optionGroupMessages.minAboveMax)).toBeVisible();
  });

  it('reads a price typed with a decimal comma, as a Spanish keypad types it', async () => {
    const user = userEvent.setup();
    const saved = makeMenuItem('restaurant', { name: 'Salmorejo' });
    const fetchMock = mockFetch(({ url }) =>
      url.includes('/option-groups') ? { body: { groups: [] } } : { status: 201, body: saved },
    );
    const { dialog, onSaved } = renderEditor('restaurant');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Starter');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Salmorejo');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Cold tomato soup.');
    const price = within(dialog).getByLabelText(/^Price \(INR\)/);
    await user.type(price, '7,50');
    // Not "Price field is required" under a price the owner can see typed.
    expect(within(dialog).queryByText('Price field is required')).not.toBeInTheDocument();
    expect(price).toHaveValue('7,50');
    await user.click(within(dialog).getByRole('button', { name: 'Save Item' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/menu-items')).toMatchObject([
      { name: 'Salmorejo', priceMinor: 750 },
    ]);
  });

  it('saves an item with a selector, a modifier and an incrementor in minor units', async () => {
    const user = userEvent.setup();
    const saved = makeMenuItem('restaurant', { name: 'Thali' });
    const fetchMock = mockFetch(({ url }) =>
      url.includes('/option-groups')
        ? { body: { groups: [spiceLevel, sauces] } }
        : { status: 201, body: saved },
    );
    const { dialog, onSaved } = renderEditor('restaurant');

    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Starter');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Thali');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Rice, dal and curries.');
    await user.type(within(dialog).getByLabelText(/^Price \(INR\)/), '250.50');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Milk' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add Selector Group' }));
    const selector = within(dialog).getByRole('group', { name: 'Selector group 1' });
    await user.type(within(selector).getByLabelText('Group Name'), 'Rice');
    await user.type(within(selector).getByLabelText('Option'), 'Jeera rice');
    await user.click(within(selector).getByRole('switch', { name: 'Required' }));
    // Preselected for the guest in the item sheet (issue 22).
    await user.click(within(selector).getByRole('checkbox', { name: 'Default' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add Modifier Group' }));
    const modifier = within(dialog).getByRole('group', { name: 'Modifier group 1' });
    await user.type(within(modifier).getByLabelText('Group Name'), 'Extras');
    await user.type(within(modifier).getByLabelText('Option'), 'Papad');
    const extraPrice = within(modifier).getByLabelText('Additional Price (INR)');
    await user.clear(extraPrice);
    await user.type(extraPrice, '15');

    await user.click(within(dialog).getByRole('button', { name: 'Add Incrementor Group' }));
    const incrementor = within(dialog).getByRole('group', { name: 'Incrementor group 1' });
    await user.type(within(incrementor).getByLabelText('Group Name'), 'Breads');
    await user.type(within(incrementor).getByLabelText('Option'), 'Roti');
    const each = within(incrementor).getByLabelText('Price each (INR)');
    await user.clear(each);
    await user.type(each, '20');

    // Shared groups are attached in the order picked, and can be reordered.
    const shared = within(dialog).getByRole('region', { name: 'Shared option groups' });
    for (const name of ['Spice level (Selector)', 'Sauces (Modifier)']) {
      await user.click(within(shared).getByRole('combobox', { name: 'Shared group to attach' }));
      await user.click(await screen.findByRole('option', { name }));
      await user.click(within(shared).getByRole('button', { name: 'Attach' }));
    }
    await user.click(within(shared).getByRole('button', { name: 'Move Sauces up' }));
    expect(
      within(within(shared).getByRole('list', { name: 'Attached shared option groups' }))
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['SaucesModifier', 'Spice levelSelector']);

    await user.click(within(dialog).getByRole('button', { name: 'Save Item' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/menu-items')).toEqual([
      {
        category: 'Starter',
        name: 'Thali',
        description: 'Rice, dal and curries.',
        priceMinor: 25_050,
        taxEnabled: false,
        taxPercentage: 0,
        tags: ['Vegetarian'],
        allergens: ['Milk'],
        modifiers: [
          {
            name: 'Extras',
            min: 0,
            max: 1,
            options: [{ value: 'Papad', additionalPriceMinor: 1500, allergens: [] }],
          },
        ],
        // The Required switch was already on for a new selector: clicking made it optional.
        selectors: [
          {
            name: 'Rice',
            min: 0,
            max: 1,
            options: [
              { value: 'Jeera rice', additionalPriceMinor: 0, allergens: [], isDefault: true },
            ],
          },
        ],
        incrementors: [
          {
            name: 'Breads',
            min: 0,
            max: 5,
            options: [{ value: 'Roti', additionalPriceMinor: 2000, allergens: [] }],
          },
        ],
        sharedOptionGroupIds: [sauces.id, spiceLevel.id],
      },
    ]);
  });

  it('saves grocery variants and shows the insert error from the catalogue', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({
      status: 409,
      body: { error: { code: 'LIMIT_REACHED', message: 'Menu is full' } },
    }));
    const { dialog } = renderEditor('grocery');
    expect(within(dialog).queryByRole('button', { name: 'Add Modifier Group' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Basmati Rice');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Aged long grain rice.');
    await user.type(within(dialog).getByLabelText(/^Price \(INR\)/), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Add Variant' }));
    const variant = within(dialog).getByRole('group', { name: 'Variant 1' });
    await user.type(within(variant).getByLabelText('Variant Name'), 'Size');
    await user.type(within(variant).getByLabelText('Value'), '5 kg');
    await user.type(within(variant).getByLabelText('New Price (INR)'), '450');
    await user.click(within(dialog).getByRole('button', { name: 'Save Item' }));

    expect(
      await screen.findByText('SERVER ERROR WHILE INSERTING GROCERY MENU! MENU IS FULL'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/businesses/grocery/menu-items')).toEqual([
      expect.objectContaining({
        category: 'Produce',
        priceMinor: 9900,
        variants: [{ variantName: 'Size', value: '5 kg', newPriceMinor: 45_000 }],
      }),
    ]);
    const [body] = requestsTo(fetchMock, '/api/v1/businesses/grocery/menu-items');
    expect(body).not.toHaveProperty('modifiers');
  });

  it('keeps the keyboard in the form when an option or a group is removed', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: { groups: [] } }));
    const { dialog } = renderEditor('restaurant');
    const modifiers = within(dialog).getByRole('region', { name: 'Modifiers' });
    await user.click(within(modifiers).getByRole('button', { name: 'Add Modifier Group' }));
    const group = within(modifiers).getByRole('group', { name: 'Modifier group 1' });
    await user.click(within(group).getByRole('button', { name: 'Add Option' }));
    within(group)
      .getAllByRole('button', { name: /^Remove option/ })
      .at(-1)!
      .focus();
    await user.keyboard('{Enter}');
    // It fell to the dialog itself, out of the form, and a screen reader read nothing.
    expect(within(group).getByRole('button', { name: 'Add Option' })).toHaveFocus();

    within(group).getByRole('button', { name: 'Remove modifier group 1' }).focus();
    await user.keyboard('{Enter}');
    expect(within(modifiers).queryByRole('group')).not.toBeInTheDocument();
    expect(within(modifiers).getByRole('button', { name: 'Add Modifier Group' })).toHaveFocus();
  });

  it("hands the keyboard to choosing another image once Remove Image has gone with the item's", async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: { groups: [] } }));
    const item = makeMenuItem('restaurant', { imageUrl: '/uploads/acc/restaurant/dish.webp' });
    renderWithApp(
      <ItemEditorDialog
        kind="restaurant"
        item={item}
        categories={DEFAULT_CATEGORIES.restaurant}
        defaultCategory={item.category}
        currency="INR"
        onClose={() => undefined}
        onSaved={vi.fn()}
      />,
    );
    const image = screen.getByRole('group', { name: 'Menu item image' });
    screen.getByRole('button', { name: 'Remove Image' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove Image' })).not.toBeInTheDocument();
    // It fell to the dialog itself, and a screen reader heard nothing.
    expect(within(image).getByLabelText('Select File')).toHaveFocus();
  });

  it('keeps the keyboard in the form when a grocery variant is removed', async () => {
    const user = userEvent.setup();
    const { dialog } = renderEditor('grocery');
    const add = within(dialog).getByRole('button', { name: 'Add Variant' });
    await user.click(add);
    within(dialog).getByRole('button', { name: 'Remove variant 1' }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(dialog).queryByRole('button', { name: 'Remove variant 1' }),
    ).not.toBeInTheDocument();
    expect(add).toHaveFocus();
  });
});
