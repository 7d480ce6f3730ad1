import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LogoutDialog } from '../../../components/logout-dialog.tsx';
import { useLogout } from '../../../lib/use-logout.ts';
import { ProfileSection } from './profile-section.tsx';

export function LogoutSection() {
  const { requestLogout, dialogProps } = useLogout();
  return (
    <ProfileSection id="logout" title="Logout Application">
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Sign out of ScanOrder on this device.
      </Typography>
      <Button variant="outlined" startIcon={<LogoutIcon />} onClick={requestLogout}>
        Logout
      </Button>
      <LogoutDialog {...dialogProps} />
    </ProfileSection>
  );
}
