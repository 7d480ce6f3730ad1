import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';
import { PendingButton } from './pending-button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that keeps things as they are; 'Cancel' unless that reads ambiguously. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Deleting, revoking...: the confirm button is red. */
  destructive?: boolean;
  /** While the confirmed action runs: both buttons wait and the dialog cannot be dismissed. */
  pending?: boolean;
}

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  pending = false,
}: ConfirmDialogProps) {
  const { t } = useOwnerT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {cancelLabel ?? t('Cancel')}
        </Button>
        <PendingButton
          pending={pending}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
          onClick={onConfirm}
        >
          {confirmLabel}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
