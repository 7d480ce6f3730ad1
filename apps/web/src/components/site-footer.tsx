import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { APP_VERSION } from '@scanorder/shared/account/services';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';
import { useHoldsAppUpdateRoom } from '../lib/app-update-room.ts';

export const COPYRIGHT_YEAR = 2026;

/** Footer of every page: copyright, version 1.0.2 and both policy links (docs/product/screens.md). */
export function SiteFooter() {
  const { t } = useOwnerT();
  // Room for the "new version" card floating over the page's bottom, in the footer's own colour.
  const updateRoom = useHoldsAppUpdateRoom();
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: '#0b3d3a',
        color: '#e6f4f1',
        pt: 3,
        pb: updateRoom ? `${24 + updateRoom}px` : 3,
        mt: 'auto',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2">
          {t('© {{COPYRIGHT_YEAR}} ScanOrder', { COPYRIGHT_YEAR })}
        </Typography>
        <Stack component="nav" aria-label={t('Legal')} direction="row" spacing={3}>
          <Link component={RouterLink} to="/termsofservice" color="inherit" variant="body2">
            {t('Terms of Service')}
          </Link>
          <Link component={RouterLink} to="/privacypolicy" color="inherit" variant="body2">
            {t('Privacy Policy')}
          </Link>
        </Stack>
        <Typography variant="body2">{t('Version {{APP_VERSION}}', { APP_VERSION })}</Typography>
      </Container>
    </Box>
  );
}
