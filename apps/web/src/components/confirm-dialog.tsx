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
  /**
   * Where the keyboard goes once the dialog has closed, when the control that opened it is gone
   * (a deleted row's Delete): otherwise the focus falls to the page body.
   */
  focusAfterClose?: () => HTMLElement | null | undefined;
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
  focusAfterClose,
}: ConfirmDialogProps) {
  const { t } = useOwnerT();
  const titleId = useId();
  const textId = useId();
  // The caller's `pending` comes a tick after the press (a mutation's state): a second press in
  // between, a double tap or a held Enter, would ask twice. Pressed waits until the action has
  // run (pending rose and fell) or the dialog closed.
  const pressed = useRef(false);
  const dialog = useRef<HTMLDivElement>(null);
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
      ref={dialog}
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{
        transition: {
          onExited: () => {
            // The opener took the focus back unless it is gone: then it is still in here.
            const active = document.activeElement;
            if (!active || active === document.body || dialog.current?.contains(active))
              focusAfterClose?.()?.focus();
          },
        },
      }}
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
