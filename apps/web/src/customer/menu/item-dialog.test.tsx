import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesOf } from '../i18n/catalogs.ts';
import { createGuestI18n, GuestI18nProvider } from '../i18n/guest-i18n.tsx';
import { setFormatLocale } from '../lib/format.ts';
import { basmatiRice, paneerTikka, restaurantMenu } from '../test-fixtures.ts';
import { ItemDialog } from './item-dialog.tsx';

const settings = restaurantMenu().orderSettings;

function renderDialog() {
  const onAdd = vi.fn();
  const onClose = vi.fn();
  render(
    <>
      <button type="button">Behind the dialog</button>
      <ItemDialog
        item={paneerTikka}
        currency="INR"
        settings={settings}
        onAdd={onAdd}
        onClose={onClose}
      />
    </>,
  );
  return { onAdd, onClose, user: userEvent.setup() };
}

const addButton = () => screen.getByRole('button', { name: /^Add to cart/ });

describe('item dialog', () => {
  it('is a modal dialog named by the item, with focus inside', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Paneer Tikka' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText('Allergens: Milk')).toBeInTheDocument();
  });

  it("keeps the item's name and description in the owner's direction on any page", () => {
    renderDialog();
    // On an Arabic page, the English description's full stop would otherwise open the line.
    expect(screen.getByRole('heading', { name: 'Paneer Tikka' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(paneerTikka.description)).toHaveAttribute('dir', 'auto');
  });

  it("isolates the owner's variant and option words from the price beside them", () => {
    render(
      <ItemDialog
        item={basmatiRice}
        currency="INR"
        settings={settings}
        onAdd={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    // On an Arabic page "5 kg · ₹550.00" read "₹550.00 · kg 5": the value keeps its own direction.
    expect(screen.getByRole('radio', { name: '5 kg · ₹550.00' })).toBeInTheDocument();
    expect(screen.getByText('5 kg').tagName).toBe('BDI');
    cleanup();

    renderDialog();
    expect(screen.getByText('Hot').tagName).toBe('BDI');
  });

  it('updates the line price as options, counts and quantity change', async () => {
    const { user } = renderDialog();
    expect(addButton()).toHaveTextContent('Add to cart · ₹249.00');
    await user.click(screen.getByRole('radio', { name: /Hot/ }));
    expect(addButton()).toHaveTextContent('₹254.00');
    await user.click(screen.getByRole('checkbox', { name: /Extra cheese/ }));
    expect(addButton()).toHaveTextContent('₹284.00');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Butter naan' }));
    expect(addButton()).toHaveTextContent('₹329.00');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Paneer Tikka' }));
    expect(addButton()).toHaveTextContent('₹658.00');
  });

  it('holds the rules of each group: a required selector, a modifier maximum, an incrementor maximum', async () => {
    const { user, onAdd } = renderDialog();
    expect(screen.getByText('Required · choose 1')).toBeInTheDocument();
    expect(screen.getByText('Optional · up to 2')).toBeInTheDocument();
    await user.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
    // Said once in the live region by the button, and beside the group, which is marked invalid.
    expect(
      screen.getByText('Choose one Spice level', { selector: '[role="status"]' }),
    ).toBeVisible();
    expect(addButton()).toHaveAccessibleDescription('Choose one Spice level');
    const spice = screen.getByRole('group', { name: 'Spice level' });
    expect(spice).toHaveAttribute('aria-invalid', 'true');
    expect(spice).toHaveAccessibleDescription('Required · choose 1 Choose one Spice level');
    expect(screen.getByRole('radio', { name: /Mild/ })).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: /Extra cheese/ }));
    await user.click(screen.getByRole('checkbox', { name: /Mint chutney/ }));
    expect(screen.getByRole('checkbox', { name: /Onion rings/ })).toBeDisabled();

    const more = screen.getByRole('button', { name: 'Increase quantity of Butter naan' });
    await user.click(more);
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
  });

  it('lists required groups first and starts with the options the owner marked as defaults', async () => {
    const onAdd = vi.fn();
    const extras = paneerTikka.modifiers[0]!;
    const spice = paneerTikka.selectors[0]!;
    render(
      <ItemDialog
        item={{
          ...paneerTikka,
          // The owner listed the optional extras before the required spice level.
          modifiers: [
            {
              ...extras,
              options: extras.options.map((option, index) => ({
                ...option,
                isDefault: index === 0,
              })),
            },
          ],
          selectors: [
            {
              ...spice,
              options: spice.options.map((option, index) => ({
                ...option,
                isDefault: index === 1,
              })),
            },
          ],
        }}
        currency="INR"
        settings={settings}
        onAdd={onAdd}
        onClose={vi.fn()}
      />,
    );
    const groups = screen
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent)
      .filter(Boolean);
    expect(groups.slice(0, 2)).toEqual(['Spice level', 'Extras']);
    expect(screen.getByRole('radio', { name: /Hot/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Extra cheese/ })).toBeChecked();
    await userEvent.setup().click(addButton());
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        options: expect.arrayContaining([
          { groupId: spice.id, optionId: spice.options[1]!.id, count: 1 },
          { groupId: extras.id, optionId: extras.options[0]!.id, count: 1 },
        ]),
      }),
    );
  });

  it('adds the line with the chosen options, quantity and instruction', async () => {
    const { user, onAdd } = renderDialog();
    await user.click(screen.getByRole('radio', { name: /Hot/ }));
    await user.click(screen.getByRole('checkbox', { name: /Mint chutney/ }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Butter naan' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Paneer Tikka' }));
    await user.type(screen.getByLabelText('Instruction (optional)'), '  Less oil ');
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({
      menuItemId: paneerTikka.id,
      quantity: 2,
      variantId: null,
      instruction: 'Less oil',
      options: expect.arrayContaining([
        { groupId: 'spice', optionId: 'hot', count: 1 },
        { groupId: 'extras', optionId: 'mint', count: 1 },
        { groupId: 'breads', optionId: 'naan', count: 1 },
      ]) as unknown,
    });
  });

  it('closes on Escape and on its close button, and keeps Tab inside', async () => {
    const { user, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    addButton().focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(addButton()).toHaveFocus();
    expect(
      screen.getByRole('button', { name: 'Behind the dialog', hidden: true }),
    ).not.toHaveFocus();
  });
});

describe('item dialog in French', () => {
  afterEach(() => setFormatLocale('en-IN'));

  const renderInFrench = (onAdd: () => void) =>
    render(
      <GuestI18nProvider i18n={createGuestI18n({ locale: 'fr', messages: messagesOf('fr') })}>
        <ItemDialog
          item={paneerTikka}
          currency="INR"
          settings={settings}
          onAdd={onAdd}
          onClose={vi.fn()}
        />
      </GuestI18nProvider>,
    );

  it("says which choice is missing in the guest's language, the group's name as the owner typed it", async () => {
    const onAdd = vi.fn();
    renderInFrench(onAdd);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Ajouter au panier/ }));

    expect(onAdd).not.toHaveBeenCalled();
    expect(
      screen.getByText('Choisissez une option de Spice level', { selector: '[role="status"]' }),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'Spice level' })).toHaveAccessibleDescription(
      'Obligatoire · choisissez-en 1 Choisissez une option de Spice level',
    );
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/Choose/);
  });

  it("names the quantity's buttons in whole French sentences, the item's name in them", () => {
    renderInFrench(vi.fn());

    // Not "Diminuer Quantité": a verb glued to a capitalised label.
    expect(
      screen.getByRole('button', { name: 'Diminuer la quantité de Paneer Tikka' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Augmenter la quantité de Paneer Tikka' }),
    ).toBeEnabled();
    expect(screen.getByRole('group', { name: 'quantité de Paneer Tikka' })).toBeVisible();
  });
});
