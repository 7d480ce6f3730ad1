import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { usePopupMenu } from '../../../lib/use-popup-menu.ts';
import { viewOfState, type WelcomeView } from '../../../lib/welcome-view.ts';
import { InstallAppButton, InstallAppMenuItem } from './install-app-button.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

const NAV_LINKS: { label: string; to: string; view: WelcomeView }[] = [
  { label: 'Home', to: '/', view: 'Home' },
  { label: 'Features', to: '/features', view: 'Features' },
  { label: 'Pricing', to: '/pricing', view: 'Pricing' },
  { label: 'SignIn', to: '/signin', view: 'SignIn' },
];

const VIEW_OF_PATH: Record<string, WelcomeView> = {
  '/features': 'Features',
  '/pricing': 'Pricing',
  '/signin': 'SignIn',
  '/signup': 'SignUp',
  '/reset': 'Reset',
};

/** `/` shows the view from navigation state, so "current page" follows the view, not the path. */
function useCurrentView(): WelcomeView | null {
  const location = useLocation();
  const path = location.pathname.toLowerCase().replace(/\/$/, '') || '/';
  if (path === '/') return viewOfState(location.state);
  if (path === '/home') return 'Home';
  return VIEW_OF_PATH[path] ?? null;
}

/**
 * Top navigation of the welcome area: Home, Features, Pricing, SignIn, Try Now (docs/product/screens.md).
 * `offerTrial` false leaves Try Now out: an invitee joins an existing account, a sign-up is not for them.
 */
export function TopNav({ offerTrial = true }: { offerTrial?: boolean }) {
  const { t } = useOwnerT();
  const current = useCurrentView();
  const { closeMenu, triggerProps, menuProps } = usePopupMenu('welcome-nav-menu');

  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1 }}>
          <BrandLogo to="/" label={t('ScanOrder home')} />
          <Box sx={{ flexGrow: 1 }} />
          <Box
            component="nav"
            aria-label={t('Main')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, alignItems: 'center' }}
          >
            {NAV_LINKS.map((link) => (
              <Button
                key={link.to}
                component={RouterLink}
                to={link.to}
                color="inherit"
                aria-current={current === link.view ? 'page' : undefined}
                sx={{
                  fontWeight: current === link.view ? 800 : 600,
                  color: current === link.view ? 'primary.dark' : 'text.primary',
                }}
              >
                {t(link.label)}
              </Button>
            ))}
            <InstallAppButton />
          </Box>
          {offerTrial ? (
            <Button
              component={RouterLink}
              to="/signup"
              variant="contained"
              color="secondary"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('Try Now')}
            </Button>
          ) : null}
          <IconButton
            aria-label={t('Open menu')}
            {...triggerProps}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Menu {...menuProps}>
            {NAV_LINKS.map((link) => (
              <MenuItem
                key={link.to}
                component={RouterLink}
                to={link.to}
                selected={current === link.view}
                onClick={closeMenu}
              >
                {t(link.label)}
              </MenuItem>
            ))}
            <InstallAppMenuItem onDone={closeMenu} />
          </Menu>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
