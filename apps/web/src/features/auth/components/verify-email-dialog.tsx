import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

export const VERIFY_DIALOG_TITLE = 'Verify your email';

/** After sign-up: check your email for the verification link. Closing it goes to SignIn. */
export function VerifyEmailDialog({
  email,
  onClose,
}: {
  email: string | null;
  onClose: () => void;
}) {
  const { t } = useOwnerT();
  return (
    <Dialog
      open={email !== null}
      onClose={onClose}
      aria-labelledby="verify-email-title"
      aria-describedby="verify-email-text"
    >
      <DialogTitle id="verify-email-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <MarkEmailReadIcon color="primary" />
        {t(VERIFY_DIALOG_TITLE)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="verify-email-text">
          {t('Your account is created. We have sent a verification link to')}{' '}
          {/* A long address breaks rather than running out of the dialog on a phone. */}
          <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
            {email}
          </Box>
          {t('. Please check your email and open the link to verify your account, then sign in.')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
