import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { NavLink, Outlet } from 'react-router';
import type { Me } from '@scanorder/shared/account/me';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { accountPath } from '../../lib/account-links.ts';
import { useMeQuery } from '../../api/me.ts';
import { navItemsFor } from '../account-nav-items.ts';
import { useAccountOutlet } from './account-outlet.ts';
import { useOwnerT } from '../../lib/i18n/owner-i18n.ts';

const DRAWER_WIDTH = 232;

function AccountNavList({ me, onNavigate }: { me: Me | undefined; onNavigate: () => void }) {
  const { t } = useOwnerT();
  const items = me ? navItemsFor(me.member.role, me.isPlatformAdmin) : [];
  return (
    <Box component="nav" aria-label={t('Account')} sx={{ width: DRAWER_WIDTH, pt: 1 }}>
      <List>
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <ListItem key={item.page} disablePadding>
              <ListItemButton
                component={NavLink}
                to={me ? accountPath(me, item.page) : '#'}
                onClick={onNavigate}
                sx={{
                  mx: 1,
                  borderRadius: 2,
                  '&.active': { bgcolor: '#e6f4f1', color: 'primary.dark', fontWeight: 700 },
                  '&.active .MuiListItemIcon-root': { color: 'primary.dark' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon />
                </ListItemIcon>
                <ListItemText
                  primary={t(item.label)}
                  slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/** Signed-in pages with the drawer: permanent on desktop, a temporary one on phones. */
export function AccountDrawerLayout() {
  const { t } = useOwnerT();
  const { navigationOpen, closeNavigation } = useAccountOutlet();
  const me = useMeQuery();
  return (
    <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, position: 'relative', height: '100%' },
        }}
      >
        <AccountNavList me={me.data} onNavigate={closeNavigation} />
      </Drawer>
      <Drawer
        variant="temporary"
        open={navigationOpen}
        onClose={closeNavigation}
        sx={{ display: { xs: 'block', md: 'none' } }}
        // The phone's drawer opens as a dialog; screen readers announce it by this name.
        slotProps={{ paper: { 'aria-label': t('Navigation') } }}
      >
        <Toolbar sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <BrandLogo
            to={me.data ? accountPath(me.data, 'overview') : '/'}
            label={t('ScanOrder overview')}
          />
        </Toolbar>
        <AccountNavList me={me.data} onNavigate={closeNavigation} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
