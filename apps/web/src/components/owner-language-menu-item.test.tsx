import MenuList from '@mui/material/MenuList';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOwnerLocale, useOwnerT } from '../lib/i18n/owner-i18n.ts';
import { OwnerLanguageMenuItem } from './owner-language-menu-item.tsx';

function TabLabel() {
  const { t } = useOwnerT();
  return <p>{t('TRANSLATIONS')}</p>;
}

describe('the owner app language', () => {
  afterEach(() => setOwnerLocale('en'));

  it('reads the spec English by default and switches every converted text to Spanish, remembered', async () => {
    const onChosen = vi.fn();
    render(
      <>
        <TabLabel />
        <MenuList>
          <OwnerLanguageMenuItem onChosen={onChosen} />
        </MenuList>
      </>,
    );
    expect(screen.getByText('TRANSLATIONS')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'App language: Español' }));
    expect(await screen.findByText('TRADUCCIONES')).toBeInTheDocument();
    // The menu is told to close once the language is in, not before.
    expect(onChosen).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('scanorder.owner-language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // The way back is named in English, whatever the current language.
    expect(
      screen.getByRole('menuitem', { name: 'Idioma de la aplicación: English' }),
    ).toBeVisible();
  });
});
