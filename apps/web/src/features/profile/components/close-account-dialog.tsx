import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ACCOUNT_CLOSURE_GRACE_DAYS,
  CLOSURE_CONFIRMATION_WORD,
} from '@scanorder/shared/account/closure';
import { errorMessageOf } from '../../../api/client.ts';
import { closureQuery, requestClosure } from '../api/closure-api.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

/** Asks for the typed word and the password before the account is set to close. */
export function CloseAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useOwnerT();
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const close = useMutation({
    mutationFn: requestClosure,
    onSuccess: (state) => {
      queryClient.setQueryData(closureQuery.queryKey, state);
      setPassword('');
      setConfirmation('');
      onClose();
    },
  });
  const ready = confirmation.trim().length > 0 && password.length > 0;

  return (
    <FormDialog
      open={open}
      title={t('Close this account?')}
      onSubmit={() => {
        if (ready) close.mutate({ confirmation, password });
      }}
      onClose={onClose}
      pending={close.isPending}
      submitLabel={t('Close account')}
      cancelLabel={t('Keep account')}
      submitDisabled={!ready}
      destructive
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t(
          "The account closes {{ACCOUNT_CLOSURE_GRACE_DAYS}} days from now. Until then everything keeps working and you can cancel. Then your team, your sign-in, your customers' details and your uploaded images are erased and your menus stop being served; order amounts stay as the record of your sales. Download your data first if you want a copy.",
          { ACCOUNT_CLOSURE_GRACE_DAYS },
        )}
      </DialogContentText>
      <Stack spacing={2}>
        <TextField
          label={t('Type {{word}} or your email address', { word: CLOSURE_CONFIRMATION_WORD })}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          autoComplete="off"
          required
          fullWidth
        />
        <TextField
          label={t('Password')}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          required
          fullWidth
        />
        {close.isError ? <Alert severity="error">{t(errorMessageOf(close.error))}</Alert> : null}
      </Stack>
    </FormDialog>
  );
}
