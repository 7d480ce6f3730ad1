import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface PhoneFullScreenDialogProps {
  title: ReactNode;
  /** Undefined while the dialog must stay open (e.g. while it saves). */
  onClose: (() => void) | undefined;
  maxWidth: DialogProps['maxWidth'];
  /** The dialog's content and actions, below its title. */
  children: ReactNode;
}

/**
 * A dialog mounted only while open, named by its title, that fills the screen on phones: the shape
 * of the long working dialogs (menu import, shared groups, editing an order's items).
 */
export function PhoneFullScreenDialog({
  title,
  onClose,
  maxWidth,
  children,
}: PhoneFullScreenDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
