import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useAppUpdate } from '../hooks/use-app-update.ts';
import { useReloadWhenQuiet } from '../hooks/use-reload-when-quiet.ts';
import { setAppUpdateRoom, useFooterHoldsRoom } from '../../../lib/app-update-room.ts';

/** Later hides the notice for this long; then it asks again. */
export const LATER_MS = 60 * 60_000;

interface AppUpdateNoticeProps {
  /** Kiosk mode: reload into the new version by itself once nothing is open (decision 053). */
  reloadWhenQuiet?: boolean;
}

/**
 * The owner app's "new version" notice (decision 053): once a new version is installed, a small
 * card at the bottom of the page says so, with Reload (activate it and reload) and Later. It takes
 * no focus and blocks nothing; screen readers hear it through a polite status message. The page
 * never reloads by itself over an owner's form: the owner chooses when.
 */
export function AppUpdateNotice({ reloadWhenQuiet = false }: AppUpdateNoticeProps) {
  const { t } = useOwnerT();
  const { ready, reload } = useAppUpdate();
  const [later, setLater] = useState(false);
  useReloadWhenQuiet(reloadWhenQuiet && ready, reload);

  useEffect(() => {
    if (!later) return;
    const timer = window.setTimeout(() => setLater(false), LATER_MS);
    return () => window.clearTimeout(timer);
  }, [later]);

  const shown = ready && !later;
  const message = t('A new version of ScanOrder is ready.');
  const card = useRef<HTMLDivElement>(null);
  const [cardHeight, setCardHeight] = useState(0);
  // The card floats over the page's bottom: as much room again at the end of the page lets the
  // last things on it (the board's last tickets on a phone) scroll up above the card.
  useLayoutEffect(() => {
    const element = card.current;
    if (!shown || !element) return;
    const measure = () => setCardHeight(Math.ceil(element.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  const footerHoldsRoom = useFooterHoldsRoom();
  useEffect(() => {
    setAppUpdateRoom(shown ? cardHeight : 0);
    return () => setAppUpdateRoom(0);
  }, [shown, cardHeight]);

  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {shown ? message : ''}
      </Box>
      {/* A page with the site footer grows the footer instead (no white strip under it). */}
      {shown && !footerHoldsRoom ? (
        <Box
          aria-hidden
          data-app-update-spacer=""
          sx={{ height: cardHeight, '@media print': { display: 'none' } }}
        />
      ) : null}
      {shown ? (
        <Box
          ref={card}
          sx={{
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            p: 2,
            display: 'flex',
            justifyContent: { xs: 'center', sm: 'flex-end' },
            pointerEvents: 'none',
            zIndex: 'snackbar',
            '@media print': { display: 'none' },
          }}
        >
          <Paper
            elevation={6}
            aria-label={t('New version')}
            component="section"
            sx={{
              pointerEvents: 'auto',
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 1,
              px: 2,
              py: 1.5,
              maxWidth: 480,
            }}
          >
            <SystemUpdateAltIcon color="primary" aria-hidden />
            <Typography sx={{ flex: '1 1 12rem' }}>{message}</Typography>
            <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
              <Button onClick={() => setLater(true)}>{t('Later')}</Button>
              <Button variant="contained" onClick={() => void reload()}>
                {t('Reload')}
              </Button>
            </Box>
          </Paper>
        </Box>
      ) : null}
    </>
  );
}
