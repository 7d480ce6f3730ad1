import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationFocus } from '../navigation-focus.tsx';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <NavigationFocus />
    </>
  );
}
