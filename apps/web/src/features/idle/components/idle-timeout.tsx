import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { IDLE_COUNTDOWN_SECONDS } from '@scanorder/shared/profile/idle-timeout';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { signOut } from '../../../api/session.ts';
import { useLeaveAccountArea, type SignedOutDestination } from '../../../lib/use-logout.ts';

const COUNTDOWN_MS = IDLE_COUNTDOWN_SECONDS * 1000;

interface IdleTimeoutProps {
  /** The account's idle time (docs/product/kiosk-and-sessions.md: 5 to 240 minutes, default 15). */
  timeoutMinutes: number;
  /** The live orders board and kiosk mode stay open on a counter: no idle or tab-hidden logout. */
  exempt: boolean;
  /** The account's choice (profile page): hiding the tab signs out unless an admin turned it off. */
  signOutOnHiddenTab?: boolean;
}

/**
 * docs/product/kiosk-and-sessions.md: after the idle time the 'Session Timeout' modal counts down
 * 60 seconds; Continue keeps the session, Logout or the end of the countdown signs out, and so
 * does hiding the tab. Signing out on the server is best effort: the user is away, so this tab
 * leaves the account area whatever the network says.
 */
export function IdleTimeout({
  timeoutMinutes,
  exempt,
  signOutOnHiddenTab = true,
}: IdleTimeoutProps) {
  const { t } = useOwnerT();
  const leave = useLeaveAccountArea();
  const [prompted, setPrompted] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(IDLE_COUNTDOWN_SECONDS);
  const ending = useRef(false);

  const end = useCallback(
    (destination: SignedOutDestination) => {
      if (ending.current) return;
      ending.current = true;
      setPrompted(false);
      void signOut()
        .catch(() => undefined)
        .finally(() => leave(destination));
    },
    [leave],
  );

  const timer = useIdleTimer({
    // The prompt opens after the idle time; the timer's own "idle" is the countdown's end.
    timeout: timeoutMinutes * 60_000 + COUNTDOWN_MS,
    promptBeforeIdle: COUNTDOWN_MS,
    onPrompt: () => {
      setSecondsLeft(IDLE_COUNTDOWN_SECONDS);
      setPrompted(true);
    },
    onIdle: () => end('session-expired'),
    disabled: exempt,
    eventsThrottle: 500,
  });

  useEffect(() => {
    if (!prompted) return;
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil(timer.getRemainingTime() / 1000)));
    tick();
    const interval = window.setInterval(tick, 1000);
    return () => window.clearInterval(interval);
  }, [prompted, timer]);

  useEffect(() => {
    if (exempt || !signOutOnHiddenTab) return;
    // Leaving or reloading the page hides it too (pagehide comes first): that is not a hidden tab.
    let unloading = false;
    const onPageHide = () => {
      unloading = true;
    };
    const onPageShow = () => {
      unloading = false;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden' && !unloading) end('session-expired');
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [exempt, signOutOnHiddenTab, end]);

  const keepSession = () => {
    setPrompted(false);
    timer.activate();
  };

  return (
    <Dialog
      open={prompted && !exempt}
      aria-labelledby="idle-timeout-title"
      aria-describedby="idle-timeout-text"
    >
      <DialogTitle id="idle-timeout-title">{t('Session Timeout')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-timeout-text" role="timer">
          {t('You have been inactive for a while. You will be logged out in {{count}} seconds.', {
            count: secondsLeft,
          })}
        </DialogContentText>
        <LinearProgress
          variant="determinate"
          value={(secondsLeft / IDLE_COUNTDOWN_SECONDS) * 100}
          aria-hidden
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => end('sign-in')}>{t('Logout')}</Button>
        <Button variant="contained" onClick={keepSession}>
          {t('Continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
