import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Alert from '@mui/material/Alert';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { useToast } from '../../../lib/use-toast.ts';
import { useNotificationsSwitch } from '../hooks/use-notifications-switch.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/**
 * The Notifications switch of the avatar menu (docs/product/screens.md): a menu item that toggles this
 * device's push subscription. The alert under it is the spec's text when the browser has no support
 * or the permission is blocked.
 */
export function NotificationsMenuItem() {
  const { t } = useOwnerT();
  const toast = useToast();
  const { state, busy, message, toggle } = useNotificationsSwitch({ onError: toast.error });
  const on = state === 'on';

  return (
    <>
      <MenuItem
        role="menuitemcheckbox"
        aria-checked={on}
        aria-busy={busy || state === 'checking'}
        disabled={state === 'checking'}
        onClick={() => void toggle()}
      >
        <ListItemIcon>
          <NotificationsIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('Notifications')} />
        {/* The menu item is the control; the switch only draws its state. */}
        <Switch
          edge="end"
          size="small"
          checked={on}
          disabled={busy || state === 'checking'}
          tabIndex={-1}
          aria-hidden
          slotProps={{ input: { tabIndex: -1, 'aria-hidden': true } }}
          sx={{ pointerEvents: 'none', ml: 1 }}
        />
      </MenuItem>
      {message ? (
        <Alert severity="warning" role="alert" sx={{ mx: 1, my: 0.5, maxWidth: 300 }}>
          {t(message)}
        </Alert>
      ) : null}
    </>
  );
}
