import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

interface ErrorBannerProps {
  message: string;
  /** e.g. the error code; shown above the message. */
  title?: string;
  action?: AlertProps['action'];
  onClose?: () => void;
}

/** docs/product/screens.md: error messages appear upper-cased in an error banner. */
export function ErrorBanner({ message, title, action, onClose }: ErrorBannerProps) {
  // Server and validation messages are the spec's English: shown in the owner's language.
  const { t } = useOwnerT();
  return (
    <Alert severity="error" action={action} onClose={onClose} sx={{ my: 2 }}>
      {title ? <AlertTitle>{title.toUpperCase()}</AlertTitle> : null}
      {t(message).toUpperCase()}
    </Alert>
  );
}

export function SuccessBanner({
  children,
  onClose,
}: {
  children: ReactNode;
  onClose?: () => void;
}) {
  return (
    <Alert severity="success" role="status" onClose={onClose} sx={{ my: 2 }}>
      {children}
    </Alert>
  );
}
