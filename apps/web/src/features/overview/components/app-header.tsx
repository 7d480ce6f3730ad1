import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Me } from '@scanorder/shared/account/me';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LogoutDialog } from '../../../components/logout-dialog.tsx';
import { accountPath } from '../../../lib/account-links.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { usePopupMenu } from '../../../lib/use-popup-menu.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface AppHeaderProps {
  /** Undefined while the signed-in user is loading. */
  me: Me | undefined;
  /** Given on pages with a navigation drawer: opens it on phones. */
  onOpenNavigation?: (() => void) | undefined;
  /**
   * Extra avatar-menu entries composed in by the app (the Notifications switch, the language);
   * an entry that is done with the menu calls `closeMenu`.
   */
  menuItems?: (closeMenu: () => void) => ReactNode;
}

const initialsOf = (me: Me) =>
  `${me.user.firstName.charAt(0)}${me.user.lastName.charAt(0)}`.toUpperCase() || '?';

/**
 * The signed-in area's sticky top bar: logo back to the overview, avatar menu with the app's extra
 * entries (Notifications) and Logout.
 */
export function AppHeader({ me, onOpenNavigation, menuItems }: AppHeaderProps) {
  const { t } = useOwnerT();
  const { closeMenu, triggerProps, menuProps } = usePopupMenu('account-menu');
  const { requestLogout, dialogProps } = useLogout();

  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        {onOpenNavigation ? (
          <IconButton
            edge="start"
            aria-label={t('Open navigation')}
            onClick={onOpenNavigation}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <BrandLogo to={me ? accountPath(me, 'overview') : '/'} label={t('ScanOrder overview')} />
        <Box sx={{ flexGrow: 1 }} />
        {me ? (
          <IconButton aria-label={t('Account menu')} {...triggerProps}>
            <Avatar
              src={me.user.image ?? undefined}
              alt=""
              sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: '1rem' }}
            >
              {initialsOf(me)}
            </Avatar>
          </IconButton>
        ) : (
          <Skeleton variant="circular" width={36} height={36} />
        )}
        {me ? (
          <Menu
            {...menuProps}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            <Box sx={{ px: 2, py: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {me.user.firstName} {me.user.lastName}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {me.user.email}
              </Typography>
            </Box>
            <Divider />
            {menuItems?.(closeMenu)}
            <MenuItem
              onClick={() => {
                closeMenu();
                requestLogout();
              }}
            >
              <ListItemIcon>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              {t('Logout')}
            </MenuItem>
          </Menu>
        ) : null}
      </Toolbar>
      <LogoutDialog {...dialogProps} />
    </AppBar>
  );
}
