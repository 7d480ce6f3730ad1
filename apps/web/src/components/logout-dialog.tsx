import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';
import { PendingButton } from './pending-button.tsx';

export const LOGOUT_QUESTION = 'Do you want to Logout?';

interface LogoutDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The spec's logout confirmation; the header, the overview and the profile page all use it. */
export function LogoutDialog({ open, pending, onConfirm, onCancel }: LogoutDialogProps) {
  const { t } = useOwnerT();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{t('Logout')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{LOGOUT_QUESTION}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('No')}
        </Button>
        <PendingButton pending={pending} variant="contained" onClick={onConfirm}>
          {t('Yes')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
