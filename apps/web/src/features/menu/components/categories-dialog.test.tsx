import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DraftGuard } from '../../../components/draft-guard.tsx';
import { setOwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import { mockFetch, renderWithApp, requestsTo, validationFailure } from '../../../test/render.tsx';
import { CategoriesDialog } from './categories-dialog.tsx';

const KEY = 'scanorder.draft.acc-1.user-1.restaurant.menu-categories';

function Area() {
  const [open, setOpen] = useState(true);
  return (
    <DraftGuard accountId="acc-1" userId="user-1">
      <button type="button" onClick={() => setOpen(true)}>
        Categories
      </button>
      {open ? (
        <CategoriesDialog
          kind="restaurant"
          categories={{
            categories: ['Starter', 'Entrees'],
            defaults: ['Starter', 'Entrees'],
            itemCounts: {},
          }}
          onClose={() => setOpen(false)}
          onSaved={() => setOpen(false)}
        />
      ) : null}
    </DraftGuard>
  );
}

describe('CategoriesDialog', () => {
  it('keeps an unsaved category list as a draft when the dialog is closed and reopened', async () => {
    const user = userEvent.setup();
    renderWithApp(<Area />, { url: '/acc-1/restaurant?tab=menu' });
    const dialog = screen.getByRole('dialog', { name: 'Menu categories' });
    await user.type(within(dialog).getByLabelText('New Category'), 'Chef Specials{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Starter' }));
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toContain('Chef Specials'));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    const reopened = screen.getByRole('dialog', { name: 'Menu categories' });
    const list = within(reopened).getByRole('list', { name: 'Categories in menu order' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Entrees/), expect.stringMatching(/^Chef Specials/)]);
  });

  it('shows and says a category added at the end of a long list', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    renderWithApp(<Area />, { url: '/acc-1/restaurant?tab=menu' });
    const dialog = screen.getByRole('dialog', { name: 'Menu categories' });
    await user.type(within(dialog).getByLabelText('New Category'), 'Chef Specials{Enter}');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Chef Specials added at the end of the list',
    );
    expect(scrolled.at(-1)?.textContent).toMatch(/^Chef Specials/);
  });

  it('adds a name typed but not added when the owner saves, and a name it cannot add stops the save', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(({ body }) => ({
      body: { ...(body as object), defaults: [], itemCounts: {} },
    }));
    renderWithApp(<Area />, { url: '/acc-1/restaurant?tab=menu' });
    const dialog = screen.getByRole('dialog', { name: 'Menu categories' });
    const newCategory = within(dialog).getByLabelText('New Category');
    const save = within(dialog).getByRole('button', { name: 'Save Categories' });

    await user.type(newCategory, 'starter');
    await user.click(save);
    expect(within(dialog).getByText('Category names must be different')).toBeInTheDocument();
    expect(newCategory).toHaveFocus();
    expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/categories')).toEqual([]);

    await user.clear(newCategory);
    await user.type(newCategory, 'Desserts');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/categories')).toEqual([
      { categories: ['Starter', 'Entrees', 'Desserts'], renames: [] },
    ]);
  });

  it('renames a category with items by keyboard: its items follow and the focus comes back to it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(({ body }) => ({
      body: { ...(body as object), defaults: [], itemCounts: {} },
    }));
    renderWithApp(
      <CategoriesDialog
        kind="restaurant"
        categories={{
          categories: ['Starter', 'Entrees'],
          defaults: ['Starter', 'Entrees'],
          itemCounts: { Starter: 4 },
        }}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
      { url: '/acc-1/restaurant?tab=menu' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu categories' });
    within(dialog).getByRole('button', { name: 'Rename Starter' }).focus();
    await user.keyboard('{Enter}');
    const field = within(dialog).getByLabelText('New name for Starter');
    expect(field).toHaveFocus();
    expect(within(dialog).getByText('Its 4 items move to the new name.')).toBeInTheDocument();

    // Escape leaves the rename, not the dialog.
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('button', { name: 'Rename Starter' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.clear(within(dialog).getByLabelText('New name for Starter'));
    await user.keyboard('entrees{Enter}');
    expect(within(dialog).getByText('Category names must be different')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('New name for Starter'));
    await user.keyboard('Starters{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Rename Starters' })).toHaveFocus();
    expect(within(dialog).getByText(/^4 items/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save Categories' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/businesses/restaurant/categories')).toEqual([
        { categories: ['Starters', 'Entrees'], renames: [{ from: 'Starter', to: 'Starters' }] },
      ]),
    );
  });

  it('keeps the focus on a category moved to the top with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithApp(<Area />, { url: '/acc-1/restaurant?tab=menu' });
    const dialog = screen.getByRole('dialog', { name: 'Menu categories' });
    within(dialog).getByRole('button', { name: 'Move Entrees up' }).focus();
    await user.keyboard('{Enter}');
    const list = within(dialog).getByRole('list', { name: 'Categories in menu order' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^Entrees/);
    // First now: it cannot go further up, says so, and keeps the focus (disabled, it dropped it).
    const up = within(dialog).getByRole('button', { name: 'Move Entrees up' });
    expect(up).toHaveFocus();
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(up).not.toBeDisabled();
    await user.keyboard('{Enter}');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^Entrees/);
  });

  it("says a refused save in the owner's language: the catalogue's message and the server's", async () => {
    const user = userEvent.setup();
    await setOwnerLocale('es');
    onTestFinished(() => setOwnerLocale('en'));
    mockFetch(() => validationFailure('Category names must be different'));
    renderWithApp(<Area />, { url: '/acc-1/restaurant?tab=menu' });
    const dialog = screen.getByRole('dialog', { name: 'Categorías de la carta' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar categorías' }));
    expect(
      await screen.findByText(
        '¡ERROR DEL SERVIDOR AL GUARDAR LOS DATOS DEL RESTAURANTE! LOS NOMBRES DE LAS CATEGORÍAS DEBEN SER DISTINTOS',
      ),
    ).toBeInTheDocument();
  });
  it('keeps the keyboard in the list when a category is removed, and says why one with items cannot be', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <CategoriesDialog
        kind="restaurant"
        categories={{
          categories: ['Starter', 'Chef Specials', 'Desserts'],
          defaults: ['Starter'],
          itemCounts: { Starter: 4 },
        }}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu categories' });
    within(dialog).getByRole('button', { name: 'Remove Chef Specials' }).focus();
    await user.keyboard('{Enter}');
    // It fell to the dialog itself, and a screen reader heard nothing.
    expect(within(dialog).getByRole('button', { name: 'Remove Desserts' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByLabelText('New Category')).toHaveFocus();

    // Greyed with no reason given; now it can be reached and says what to do first.
    const starter = within(dialog).getByRole('button', { name: 'Remove Starter' });
    expect(starter).toHaveAttribute('aria-disabled', 'true');
    starter.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Move or delete its 4 items first.',
    );
    expect(starter).toHaveAccessibleDescription('Move or delete its 4 items first.');
    await user.keyboard('{Enter}');
    expect(
      within(within(dialog).getByRole('list', { name: 'Categories in menu order' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(1);
  });
});
