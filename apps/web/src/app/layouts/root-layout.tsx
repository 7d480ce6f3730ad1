import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { AppUpdateNotice } from '../../features/app-update/components/app-update-notice.tsx';
import { reloadsWhenQuiet } from '../../features/app-update/lib/update-schedule.ts';
import { NavigationFocus } from '../navigation-focus.tsx';

export function RootLayout() {
  const matches = useMatches();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <NavigationFocus />
      {/* Every owner-app page, the kiosk too: one registration of the service worker (decision 053). */}
      <AppUpdateNotice reloadWhenQuiet={matches.some((match) => reloadsWhenQuiet(match.handle))} />
    </>
  );
}
