import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface FullScreenDialogProps {
  open: boolean;
  title: string;
  /** The close button's accessible name, e.g. "Close checkout". */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** docs/product/screens.md: checkout and Manage Billing open full screen, with a close button on top. */
export function FullScreenDialog({
  open,
  title,
  closeLabel,
  onClose,
  children,
}: FullScreenDialogProps) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <IconButton edge="start" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ ml: 1 }}>
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, width: '100%', mx: 'auto' }}>{children}</Box>
    </Dialog>
  );
}
