import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ACCOUNT_EXPORT_PATH } from '@scanorder/shared/api/account-data';
import { ClosureSection } from './closure-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** The Terms' promises to the admin: every record of the account to take away, and closing it. */
export function AccountDataSection() {
  const { t } = useOwnerT();
  return (
    <ProfileSection id="account-data" title={t('Your Data')}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t(
          'Download everything this account holds (account, team, businesses, branches, menus, QR codes, orders and subscription) as one zip file with a JSON and a CSV file per kind of record.',
        )}
      </Typography>
      <Button variant="outlined" startIcon={<DownloadIcon />} href={ACCOUNT_EXPORT_PATH} download>
        {t('Download all data')}
      </Button>
      <ClosureSection />
    </ProfileSection>
  );
}
