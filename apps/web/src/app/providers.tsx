import CssBaseline from '@mui/material/CssBaseline';
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
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={3} Components={TOAST_COMPONENTS}>
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
