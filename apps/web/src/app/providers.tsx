import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/** notistack's default info, success and warning fills are below 4.5:1 behind white text. */
const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-info': { backgroundColor: '#0b5c8a' },
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7a3e00' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
});
const TOAST_COMPONENTS = {
  default: Toast,
  info: Toast,
  success: Toast,
  warning: Toast,
  error: Toast,
};

/**
 * Toasts at the top open below the top bar (MUI's toolbar heights, and a little air): over it, a
 * 'NEW ORDER PLACED!' toast at dinner peak covered the account menu for its three seconds, again
 * and again.
 */
const BELOW_TOP_BAR = 'toast-below-top-bar';
const belowTopBar = (
  <GlobalStyles
    styles={{
      [`.notistack-SnackbarContainer.${BELOW_TOP_BAR}`]: {
        top: 60,
        '@media (min-width: 0px) and (orientation: landscape)': { top: 52 },
        '@media (min-width: 600px)': { top: 68 },
      },
    }}
  />
);
const TOAST_CLASSES = {
  containerAnchorOriginTopRight: BELOW_TOP_BAR,
  containerAnchorOriginTopCenter: BELOW_TOP_BAR,
  containerAnchorOriginTopLeft: BELOW_TOP_BAR,
};

/** Theme, server-state cache and toasts for the whole app (and for component tests). */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {belowTopBar}
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={3} Components={TOAST_COMPONENTS} classes={TOAST_CLASSES}>
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
