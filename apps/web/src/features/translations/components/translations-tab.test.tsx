import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MenuTranslations } from '@scanorder/shared/i18n/menu-translations';
import { DraftGuard } from '../../../components/draft-guard.tsx';
import { mockFetch, renderWithApp } from '../../../test/render.tsx';
import { TranslationsTab } from './translations-tab.tsx';

const hindi: MenuTranslations = {
  locale: 'hi',
  source: 'en',
  texts: [
    {
      entityKind: 'category',
      entityKey: 'Chef Specials',
      field: 'name',
      context: 'Category',
      original: 'Chef Specials',
      text: '',
    },
  ],
  completeness: [{ locale: 'hi', translated: 0, total: 1 }],
};

/** The restaurant page with TRANSLATIONS and another tab the owner can switch to. */
function Area() {
  const [shown, setShown] = useState(true);
  return (
    <DraftGuard accountId="acc-1" userId="user-1">
      <button type="button" onClick={() => setShown((value) => !value)}>
        Other tab
      </button>
      <Link to="/acc-1/restaurant?tab=logo">LOGO</Link>
      {shown ? <TranslationsTab kind="restaurant" /> : null}
    </DraftGuard>
  );
}

describe('TranslationsTab', () => {
  it('keeps translations typed and not saved when the owner goes to another tab and back', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ body: hindi }));
    renderWithApp(<Area />, { url: '/acc-1/restaurant?tab=translations' });
    const field = await screen.findByRole('textbox', { name: 'Chef Specials (हिन्दी)' });
    await user.type(field, 'शेफ स्पेशल');

    // Leaving the page with them unsaved asks first.
    await user.click(screen.getByRole('link', { name: 'LOGO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Other tab' }));
    await user.click(screen.getByRole('button', { name: 'Other tab' }));
    expect(await screen.findByRole('textbox', { name: 'Chef Specials (हिन्दी)' })).toHaveValue(
      'शेफ स्पेशल',
    );
    expect(screen.getByRole('button', { name: 'Save हिन्दी' })).toBeEnabled();
  });

  it('saves the typed translations and then forgets the draft', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(({ method }) =>
      method === 'PUT' || method === 'POST'
        ? {
            body: {
              ...hindi,
              texts: [{ ...hindi.texts[0]!, text: 'शेफ स्पेशल' }],
              completeness: [{ locale: 'hi', translated: 1, total: 1 }],
            },
          }
        : { body: hindi },
    );
    renderWithApp(<Area />, { url: '/acc-1/restaurant?tab=translations' });
    await user.type(
      await screen.findByRole('textbox', { name: 'Chef Specials (हिन्दी)' }),
      'शेफ स्पेशल',
    );
    // Saved from the keyboard, which stays on Save when the save ends.
    const saveButton = screen.getByRole('button', { name: 'Save हिन्दी' });
    saveButton.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('हिन्दी: 1 of 1 texts translated');
    expect(await screen.findByText('Translations saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save हिन्दी' })).toHaveFocus();
    // Pressed again with nothing new, it says so and sends nothing.
    const requests = fetchMock.mock.calls.length;
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No changes to save.')).toBeInTheDocument();
    expect(fetchMock.mock.calls).toHaveLength(requests);
    const saved = fetchMock.mock.calls.find(([, init]) => init?.method && init.method !== 'GET');
    const sent = saved?.[1]?.body;
    expect(typeof sent === 'string' ? JSON.parse(sent) : null).toEqual({
      translations: [
        { entityKind: 'category', entityKey: 'Chef Specials', field: 'name', text: 'शेफ स्पेशल' },
      ],
    });
    await waitFor(() =>
      expect(
        Object.keys(window.localStorage).filter((key) => key.startsWith('scanorder.draft.')),
      ).toEqual([]),
    );
    // Nothing unsaved: moving on does not ask.
    await user.click(screen.getByRole('link', { name: 'LOGO' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/acc-1/restaurant?tab=logo');
  });

  it('offers English, not Spanish, for a menu written in Spanish (decision 054)', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      body: {
        ...hindi,
        source: 'es',
        completeness: ['en', 'hi', 'es'].map((locale) => ({ locale, translated: 0, total: 1 })),
      },
    }));
    renderWithApp(<Area />, { url: '/acc-1/restaurant?tab=translations' });
    expect(
      await screen.findByText(
        /The menu is written in Spanish: guests reading Spanish see it as written\./,
      ),
    ).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Translated per language' });
    expect(chips).toHaveTextContent('English: 0 of 1 (0%)');
    expect(chips).not.toHaveTextContent('Español');
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('English');
    expect(options).not.toContain('Español');
  });
});
