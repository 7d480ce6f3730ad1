import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** What the push service worker (public/push-sw.js) posts to open pages on every push. */
const pushPostSchema = z.object({
  type: z.literal('scanorder:push'),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type ShownNotification = Omit<z.infer<typeof pushPostSchema>, 'type'>;

/** A same-origin path of the URL, or null: a message can never send the user elsewhere. */
function ownPathOf(url: string): string | null {
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin
      ? `${target.pathname}${target.search}${target.hash}`
      : null;
  } catch {
    return null;
  }
}

/**
 * The notification dialog of the account area (docs/product/screens.md, overview layout): a push that
 * arrives while the app is open (e.g. 'New Order Placed!') is shown here too, with a way to the
 * page it is about. On that very page the page itself shows the news, so no dialog opens there.
 */
export function NotificationDialog() {
  const { t } = useOwnerT();
  const titleId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [shown, setShown] = useState<ShownNotification | null>(null);

  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const parsed = pushPostSchema.safeParse(event.data);
      if (!parsed.success) return;
      if (ownPathOf(parsed.data.url) === here) return;
      const { title, body, url } = parsed.data;
      setShown({ title, body, url });
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [here]);

  const close = () => setShown(null);
  const target = shown ? ownPathOf(shown.url) : null;
  return (
    <Dialog open={shown !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{shown?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{shown?.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('Close')}</Button>
        {target ? (
          <Button
            variant="contained"
            onClick={() => {
              close();
              void navigate(target);
            }}
          >
            {t('Open')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
