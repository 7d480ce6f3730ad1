import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { MenuItem } from '@scanorder/shared/menu/menu-item';
import { formatMinor } from '@scanorder/shared/money/format';
import { errorMessageOf } from '../../../api/client.ts';
import { searchMenuItems } from '../api/menu-lookup.ts';
import {
  draftOf,
  ItemOptionsPicker,
  needsChoices,
  type DraftLine,
} from './item-options-picker.tsx';
import { inKind, useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const SHOWN = 20;

/** "Add from the menu": search the available items and add one (choosing its options first). */
export function MenuItemFinder({
  kind,
  onAdd,
}: {
  kind: BusinessKind;
  onAdd: (line: DraftLine) => void;
}) {
  const { t, intlLocale } = useOwnerT();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [choosing, setChoosing] = useState<MenuItem | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);

  const menu = useQuery({
    queryKey: queryKeys.ordersMenuLookup(kind, search),
    queryFn: ({ signal }) => searchMenuItems(kind, search, signal),
    placeholderData: keepPreviousData,
  });
  const available = (menu.data?.items ?? []).filter((item) => item.availability === 'Available');

  // The options' Add and Back go away with them: the keyboard goes back to the search field.
  const searchField = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || choosing) return;
    refocus.current = false;
    searchField.current?.focus();
  }, [choosing]);
  const closeOptions = () => {
    setChoosing(null);
    refocus.current = true;
  };
  const add = (line: DraftLine) => {
    onAdd(line);
    if (choosing) closeOptions();
  };

  return (
    <Box component="section" aria-label={t('Add from the menu', inKind(kind))} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('Add from the menu', inKind(kind))}
      </Typography>
      <TextField
        inputRef={searchField}
        label={t('Search the menu', inKind(kind))}
        size="small"
        fullWidth
        margin="dense"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {menu.isError ? (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {t(errorMessageOf(menu.error))}
        </Typography>
      ) : null}
      {choosing ? (
        <ItemOptionsPicker item={choosing} onAdd={add} onCancel={closeOptions} />
      ) : (
        <Box
          component="ul"
          aria-label={t('Menu items', inKind(kind))}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {available.slice(0, SHOWN).map((item) => (
            <Box
              component="li"
              key={item.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
            >
              <Typography sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
                {item.name}{' '}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatMinor(item.priceMinor, item.currency, intlLocale)}
                </Typography>
              </Typography>
              <Button
                size="small"
                aria-label={t('Add {{name}}', { name: item.name })}
                onClick={() => (needsChoices(item) ? setChoosing(item) : add(draftOf(item)))}
              >
                {t('Add')}
              </Button>
            </Box>
          ))}
          {menu.isSuccess && available.length === 0 ? (
            <Typography component="li" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('No available items match.')}
            </Typography>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
