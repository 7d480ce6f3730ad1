import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { accountPath } from '../../../lib/account-links.ts';
import { errorMessageOf } from '../../../api/client.ts';
import { useMeQuery } from '../../../api/me.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { profileQuery } from '../api/profile-api.ts';
import { AccountDataSection } from './account-data-section.tsx';
import { LogoutSection } from './logout-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PictureSection } from './picture-section.tsx';
import { ProfileInfoSection } from './profile-info-section.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

const SECTIONS = [
  { id: 'profile-info', label: 'Profile Info' },
  { id: 'password', label: 'Password' },
  { id: 'picture', label: 'Picture' },
  { id: 'account-data', label: 'Your Data' },
  { id: 'logout', label: 'Logout' },
] as const;

/** The admin's in-page navbar; members get the plain member form without it (docs/product/screens.md). */
function SectionNav() {
  const { t } = useOwnerT();
  return (
    <Box
      component="nav"
      aria-label={t('Profile sections')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
    >
      {SECTIONS.map((section) => (
        <Link key={section.id} href={`#${section.id}`} underline="hover" sx={{ fontWeight: 600 }}>
          {t(section.label)}
        </Link>
      ))}
    </Box>
  );
}

/** /:userId/profile: profile info, password, picture and logout. */
export function ProfilePage() {
  const { t } = useOwnerT();
  useDocumentTitle('Profile');
  const me = useMeQuery();
  const profile = useQuery(profileQuery);

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton
          component={RouterLink}
          to={me.data ? accountPath(me.data, 'overview') : '..'}
          aria-label={t('Back to overview')}
          edge="start"
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h4" component="h1">
          {t('Profile')}
        </Typography>
      </Box>
      {profile.isError ? (
        <QueryErrorAlert
          message={t(errorMessageOf(profile.error)).toUpperCase()}
          error={profile.error}
          onRetry={profile.refetch}
        />
      ) : null}
      {profile.isPending ? (
        <Stack spacing={2} aria-busy>
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : null}
      {profile.data ? (
        <>
          {profile.data.form === 'admin' ? <SectionNav /> : null}
          {profile.data.userName ? (
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              {t('Your user name:')} <strong>{profile.data.userName}</strong>
            </Typography>
          ) : null}
          <Stack spacing={3}>
            <ProfileInfoSection key={profile.data.memberId} profile={profile.data} />
            <PasswordSection />
            <PictureSection profile={profile.data} />
            {me.data?.member.role === 'admin' ? <AccountDataSection /> : null}
            <LogoutSection />
          </Stack>
        </>
      ) : null}
    </Box>
  );
}
