import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useInstallPrompt } from '../hooks/use-install-prompt.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** "Install App", shown only when the browser offers installation. */
export function InstallAppButton() {
  const { t } = useOwnerT();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button
      variant="outlined"
      color="primary"
      startIcon={<InstallMobileIcon />}
      onClick={() => void install()}
    >
      {t('Install App')}
    </Button>
  );
}

export function InstallAppMenuItem({ onDone }: { onDone: () => void }) {
  const { t } = useOwnerT();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <MenuItem
      onClick={() => {
        onDone();
        void install();
      }}
    >
      {t('Install App')}
    </MenuItem>
  );
}
