import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';
import { PendingButton } from './pending-button.tsx';

interface FormDialogProps {
  /** Shown unless false; most form dialogs are mounted only while open. */
  open?: boolean;
  title: ReactNode;
  /** The form's name for screen readers; the dialog's title when not given. */
  formLabel?: string;
  children: ReactNode;
  /** Runs on the submit button and on Enter in a field (the page does not reload). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Cancel, Escape and the backdrop; none of them while the form is being sent. */
  onClose: () => void;
  /** While the form is being sent: the buttons wait and the dialog stays open. */
  pending: boolean;
  submitLabel: string;
  /** 'Cancel' unless that reads ambiguously (e.g. 'Keep Order' beside 'Cancel Order'). */
  cancelLabel?: string;
  submitDisabled?: boolean;
  /** A cancelling or deleting submit is red. */
  destructive?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** Long forms fill the screen on phones. */
  fullScreenOnPhone?: boolean;
  /** Lines above and below a content that scrolls. */
  dividers?: boolean;
  /** In place of Cancel and submit, e.g. a single Done once the form has done its work. */
  actions?: ReactNode;
}

/** What a keyboard starts on when a form dialog opens: its first field that takes input. */
const FIRST_FIELD = [
  'input:not([type=hidden]):not([disabled]):not([readonly]):not([tabindex="-1"])',
  'textarea:not([disabled]):not([tabindex="-1"])',
  '[role=combobox]:not([aria-disabled=true])',
].join(', ');

/**
 * A dialog that is one form: its title, its fields, Cancel and a submit button that shows progress.
 * It opens on its first field, so the keyboard types at once (not on a long form that fills a
 * phone's screen, where the keyboard coming up would hide it).
 */
export function FormDialog({
  open = true,
  title,
  formLabel,
  children,
  onSubmit,
  onClose,
  pending,
  submitLabel,
  cancelLabel,
  submitDisabled = false,
  destructive = false,
  maxWidth = 'sm',
  fullScreenOnPhone = false,
  dividers = false,
  actions,
}: FormDialogProps) {
  const { t } = useOwnerT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const fullScreen = fullScreenOnPhone && phone;
  const focusFirstField = (dialog: HTMLElement) => {
    if (!fullScreen) dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit(event);
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{ transition: { onEnter: focusFirstField } }}
    >
      <Box
        component="form"
        noValidate
        aria-label={formLabel}
        aria-labelledby={formLabel ? undefined : titleId}
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
          {title}
        </DialogTitle>
        <DialogContent dividers={dividers}>{children}</DialogContent>
        {/* Each button keeps its words on one line; two that do not fit side by side on a phone
            go one above the other ('Mantener la cuenta' and 'Cerrar la cuenta' broke in two). */}
        <DialogActions
          sx={{ flexWrap: 'wrap', rowGap: 1, '& > .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          {actions ?? (
            <>
              <Button onClick={onClose} disabled={pending}>
                {cancelLabel ?? t('Cancel')}
              </Button>
              <PendingButton
                type="submit"
                variant="contained"
                color={destructive ? 'error' : 'primary'}
                pending={pending}
                disabled={submitDisabled}
              >
                {submitLabel}
              </PendingButton>
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
