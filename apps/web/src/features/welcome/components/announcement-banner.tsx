import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useState } from 'react';
import { TRIAL_DAYS } from '@scanorder/shared/account/services';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

export const WELCOME_ANNOUNCEMENT = `Start your ${TRIAL_DAYS}-day free trial today: every feature included, no card needed.`;

/** A dismissible announcement; dismissing one text keeps it hidden until the text changes. */
export function AnnouncementBanner({ message = WELCOME_ANNOUNCEMENT }: { message?: string }) {
  const { t } = useOwnerT();
  const [dismissed, setDismissed] = useState(
    () => readStorage(STORAGE_KEYS.dismissedAnnouncement) === message,
  );
  if (dismissed) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert
        severity="info"
        onClose={() => {
          writeStorage(STORAGE_KEYS.dismissedAnnouncement, message);
          setDismissed(true);
        }}
        slotProps={{ closeButton: { 'aria-label': t('Dismiss announcement') } }}
      >
        {t(message)}
      </Alert>
    </Container>
  );
}
