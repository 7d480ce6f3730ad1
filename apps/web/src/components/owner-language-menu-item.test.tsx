import MenuList from '@mui/material/MenuList';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOwnerLocale, useOwnerT } from '../lib/i18n/owner-i18n.ts';
import { queryKeys } from '../api/query-keys.ts';
import { makeMe } from '../test/fixtures.ts';
import { mockFetch, renderWithApp, requestsTo } from '../test/render.tsx';
import { OwnerLanguageMenuItem } from './owner-language-menu-item.tsx';

function TabLabel() {
  const { t } = useOwnerT();
  return <p>{t('TRANSLATIONS')}</p>;
}

describe('the owner app language', () => {
  afterEach(() => setOwnerLocale('en'));

  it('reads the spec English by default and switches every converted text to Spanish, remembered', async () => {
    const onChosen = vi.fn();
    const fetchMock = mockFetch(({ url, method, body }) =>
      url === '/api/v1/profile/language' && method === 'PUT' ? { body } : { status: 404 },
    );
    const { queryClient } = renderWithApp(
      <>
        <TabLabel />
        <MenuList>
          <OwnerLanguageMenuItem onChosen={onChosen} />
        </MenuList>
      </>,
    );
    queryClient.setQueryData(queryKeys.me, makeMe());
    expect(screen.getByText('TRANSLATIONS')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'App language: Español' }));
    expect(await screen.findByText('TRADUCCIONES')).toBeInTheDocument();
    // The menu is told to close once the language is in, not before.
    expect(onChosen).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('scanorder.owner-language')).toBe('es');
    // Saved to the account too: its emails, and a device it signs in on, follow (decision 051).
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/profile/language')).toEqual([{ language: 'es' }]),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.me)).toMatchObject({ user: { language: 'es' } }),
    );
    expect(document.documentElement.lang).toBe('es');
    // The way back is named in English, whatever the current language.
    expect(
      screen.getByRole('menuitem', { name: 'Idioma de la aplicación: English' }),
    ).toBeVisible();
  });
});
