import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer.tsx';
import { AnnouncementBanner } from '../../features/welcome/components/announcement-banner.tsx';
import { TopNav } from '../../features/welcome/components/top-nav.tsx';

/** The public site: top navigation, announcement, the page, footer. */
export function WelcomeLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopNav />
      <AnnouncementBanner />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
