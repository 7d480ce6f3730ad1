import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNT_CLOSURE_GRACE_DAYS } from '@scanorder/shared/account/closure';
import { errorMessageOf } from '../../../api/client.ts';
import { closingDateOf, closureQuery } from '../api/closure-api.ts';
import { CloseAccountDialog } from './close-account-dialog.tsx';
import { useCancelClosure } from './use-cancel-closure.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';

/** The last part of "Your Data": close the account, or see when it closes and cancel. */
export function ClosureSection() {
  const { t, intlLocale } = useOwnerT();
  const closure = useQuery(closureQuery);
  const cancel = useCancelClosure();
  const [dialogOpen, setDialogOpen] = useState(false);
  const closesAt = closure.data?.closesAt;

  return (
    <Box component="section" aria-labelledby="close-account-heading" sx={{ mt: 3 }}>
      <Typography id="close-account-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('Close account')}
      </Typography>
      {closure.isError ? (
        <QueryErrorAlert
          message={t(errorMessageOf(closure.error))}
          error={closure.error}
          onRetry={closure.refetch}
        />
      ) : null}
      {closesAt ? (
        <>
          <Typography sx={{ mb: 2 }}>
            {t('This account closes on')} <strong>{closingDateOf(closesAt, intlLocale)}</strong>
            {t('. You can still download your data and cancel until then.')}
          </Typography>
          <PendingButton
            variant="contained"
            pending={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {t('Cancel closing')}
          </PendingButton>
          {cancel.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(errorMessageOf(cancel.error))}
            </Alert>
          ) : null}
        </>
      ) : closure.data ? (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            {t(
              "Closing erases the account's personal data {{ACCOUNT_CLOSURE_GRACE_DAYS}} days after you ask; you can cancel until then.",
              { ACCOUNT_CLOSURE_GRACE_DAYS },
            )}
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setDialogOpen(true)}>
            {t('Close account')}
          </Button>
          <CloseAccountDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </>
      ) : null}
    </Box>
  );
}
