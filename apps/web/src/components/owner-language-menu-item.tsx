import TranslateIcon from '@mui/icons-material/Translate';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import {
  OWNER_LOCALES,
  OWNER_LOCALE_NAMES,
  setOwnerLocale,
  useOwnerT,
} from '../lib/i18n/owner-i18n.ts';

/**
 * The owner app's language, in the avatar menu: one entry per other language, named in that
 * language (an owner who cannot read the current one still finds theirs). Once the language is
 * switched the menu has done its job: `onChosen` closes it (the entry itself has been replaced by
 * the way back, so focus would otherwise be lost inside an open menu).
 */
export function OwnerLanguageMenuItem({ onChosen }: { onChosen?: () => void }) {
  const { t, locale } = useOwnerT();
  return (
    <>
      {OWNER_LOCALES.filter((entry) => entry !== locale).map((entry) => (
        <MenuItem
          key={entry}
          lang={entry}
          aria-label={`${t('App language')}: ${OWNER_LOCALE_NAMES[entry]}`}
          // The current language stays until the catalogue is in; a failed fetch leaves it (the
          // next click asks again).
          onClick={() => void setOwnerLocale(entry).then(onChosen, () => undefined)}
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
