import Box from '@mui/material/Box';
import { Outlet, useMatches } from 'react-router';
import { SiteFooter } from '../../components/site-footer.tsx';
import { AnnouncementBanner } from '../../features/welcome/components/announcement-banner.tsx';
import { TopNav } from '../../features/welcome/components/top-nav.tsx';

/**
 * A public page's route handle: `noTrialOffer` for one not meant for new owners (an invitation):
 * neither the trial announcement nor Try Now (sign-up) is shown there.
 */
export interface WelcomeRouteHandle {
  noTrialOffer?: boolean;
}

/** The public site: top navigation, announcement, the page, footer. */
export function WelcomeLayout() {
  // An invitee joins an account that already has its plan: the trial offer is not for them.
  const offerTrial = !useMatches().some(
    (match) => (match.handle as WelcomeRouteHandle | undefined)?.noTrialOffer,
  );
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopNav offerTrial={offerTrial} />
      {offerTrial ? <AnnouncementBanner /> : null}
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
