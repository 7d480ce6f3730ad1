import TranslateIcon from '@mui/icons-material/Translate';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useQueryClient } from '@tanstack/react-query';
import { saveOwnerLanguage } from '../api/owner-language.ts';
import {
  OWNER_LOCALES,
  OWNER_LOCALE_NAMES,
  setOwnerLocale,
  type OwnerLocale,
  useOwnerT,
} from '../lib/i18n/owner-i18n.ts';

/**
 * The owner app's language, in the avatar menu: one entry per other language, named in that
 * language (an owner who cannot read the current one still finds theirs). Once the language is
 * switched the menu has done its job: `onChosen` closes it (the entry itself has been replaced by
 * the way back, so focus would otherwise be lost inside an open menu). The menu is the signed-in
 * app's, so the choice is also saved to the account (decision 051): its emails are written in it
 * and another device switches to it at sign-in. A save that fails leaves this device switched.
 */
export function OwnerLanguageMenuItem({ onChosen }: { onChosen?: () => void }) {
  const { t, locale } = useOwnerT();
  const queryClient = useQueryClient();
  const choose = async (language: OwnerLocale) => {
    await setOwnerLocale(language);
    onChosen?.();
    await saveOwnerLanguage(queryClient, language);
  };
  return (
    <>
      {OWNER_LOCALES.filter((entry) => entry !== locale).map((entry) => (
        <MenuItem
          key={entry}
          lang={entry}
          aria-label={`${t('App language')}: ${OWNER_LOCALE_NAMES[entry]}`}
          // The current language stays until the catalogue is in; a failed fetch leaves it (the
          // next click asks again).
          onClick={() => void choose(entry).catch(() => undefined)}
        >
          <ListItemIcon>
            <TranslateIcon fontSize="small" />
          </ListItemIcon>
          {OWNER_LOCALE_NAMES[entry]}
        </MenuItem>
      ))}
    </>
  );
}
