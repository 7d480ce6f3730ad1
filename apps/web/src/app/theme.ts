import { createTheme } from '@mui/material/styles';

/**
 * Colours are picked for WCAG AA contrast: primary teal #0f766e on white is 5.5:1, secondary
 * #9a3412 on white 7.3:1, and the default text greys stay above 4.5:1 on the page background.
 * Warning is amber #b45309 (5.0:1): MUI's orange #ed6c02 is 3.1:1, too faint for the small text of
 * an outlined chip such as a member's "invited".
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0f766e', dark: '#115e59', light: '#2dd4bf', contrastText: '#ffffff' },
    secondary: { main: '#9a3412', dark: '#7c2d12', light: '#fdba74', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    background: { default: '#f6faf9', paper: '#ffffff' },
    text: { primary: '#1c2826', secondary: '#4a5a57' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    // The spec quotes button texts as written ('Log In', 'Create Account', 'GOTO HOMEPAGE').
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '3px solid #f59e0b', outlineOffset: 2 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: '3px solid #f59e0b', outlineOffset: 2 } },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    // Where the app puts the keyboard itself (components/focus-target.ts): no ring there.
    MuiCssBaseline: {
      styleOverrides: { '[data-navigation-focus]:focus': { outline: 'none' } },
    },
  },
});
