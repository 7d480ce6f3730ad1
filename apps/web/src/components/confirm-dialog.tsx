import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  // The caller's `pending` comes a tick after the press (a mutation's state): a second press in
  // between, a double tap or a held Enter, would ask twice. Pressed waits until the action has
  // run (pending rose and fell) or the dialog closed.
  const pressed = useRef(false);
  const ran = useRef(false);
  useEffect(() => {
    if (pending) ran.current = true;
    else if (ran.current || !open) {
      pressed.current = false;
      ran.current = false;
    }
  }, [pending, open]);
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
          onClick={() => {
            if (pressed.current) return;
            pressed.current = true;
            onConfirm();
          }}
        >
          {confirmLabel}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
