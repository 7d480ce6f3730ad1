import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const LOGOUT_QUESTION = 'Do you want to Logout?';

interface LogoutDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function LogoutDialog({ open, pending, onConfirm, onCancel }: LogoutDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="logout-dialog-title"
      aria-describedby="logout-dialog-text"
    >
      <DialogTitle id="logout-dialog-title">Logout</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-dialog-text">{LOGOUT_QUESTION}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          No
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : null}
        >
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
