import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

interface QueryErrorAlertProps {
  /** What could not be loaded, already in the owner's language (and upper-cased where the spec says). */
  message: string;
  /** Asks again, e.g. the query's `refetch`. */
  onRetry: () => unknown;
  sx?: SxProps<Theme>;
}

/** A read that failed, with a Retry beside the message: how every owner screen reports one. */
export function QueryErrorAlert({ message, onRetry, sx }: QueryErrorAlertProps) {
  const { t } = useOwnerT();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {t('Retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
