import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LogoutDialog } from '../../../components/logout-dialog.tsx';
import { useLogout } from '../../../lib/use-logout.ts';
import { ProfileSection } from './profile-section.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

export function LogoutSection() {
  const { t } = useOwnerT();
  const { requestLogout, dialogProps } = useLogout();
  return (
    <ProfileSection id="logout" title={t('Logout Application')}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('Sign out of ScanOrder on this device.')}
      </Typography>
      <Button variant="outlined" startIcon={<LogoutIcon />} onClick={requestLogout}>
        {t('Logout')}
      </Button>
      <LogoutDialog {...dialogProps} />
    </ProfileSection>
  );
}
