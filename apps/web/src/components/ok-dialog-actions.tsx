import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

/** The single OK that closes a dialog which only tells the owner something (no choice to make). */
export function OkDialogActions({ onOk }: { onOk: () => void }) {
  const { t } = useOwnerT();
  return (
    <DialogActions>
      <Button variant="contained" onClick={onOk}>
        {t('OK')}
      </Button>
    </DialogActions>
  );
}
