import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COLLECTION_LIMIT } from '@scanorder/shared/admin/data-editor';
import { ErrorBanner } from '../../../components/banners.tsx';
import { errorMessageOf } from '../../../api/client.ts';
import { collectionNamesQuery, fetchCollection } from '../api/admin-api.ts';
import { JsonPane } from './json-pane.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

/** Collection + Data: up to 10 newest records of an allowed collection, read-only. */
export function CollectionViewer() {
  const { t } = useOwnerT();
  const names = useQuery(collectionNamesQuery);
  const [name, setName] = useState('');
  const data = useMutation({ mutationFn: fetchCollection });

  return (
    <Box>
      <Box
        component="form"
        noValidate
        aria-label={t('Collection data')}
        onSubmit={(event) => {
          event.preventDefault();
          if (name) data.mutate(name);
        }}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          select
          label={t('Collection')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          sx={{ minWidth: 220, flex: { xs: 1, sm: '0 0 auto' } }}
          helperText={names.isError ? t(errorMessageOf(names.error)) : ' '}
          error={names.isError}
        >
          {(names.data?.names ?? []).map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <PendingButton
          pending={data.isPending}
          type="submit"
          variant="contained"
          disabled={!name}
          sx={{ mt: 1 }}
        >
          {t('Data')}
        </PendingButton>
      </Box>
      {data.isError ? <ErrorBanner message={errorMessageOf(data.error)} /> : null}
      {data.data ? (
        <JsonPane
          title={t('{{name}}: {{count}} records (newest {{max}} at most)', {
            name: data.data.name,
            count: data.data.records.length,
            max: COLLECTION_LIMIT.max,
          })}
          value={data.data.records}
        />
      ) : null}
    </Box>
  );
}
