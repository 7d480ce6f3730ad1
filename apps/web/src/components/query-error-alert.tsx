import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { ApiError } from '../api/client.ts';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

/** Answers that asking again cannot change: signed out, not allowed, gone. */
const REFUSALS = new Set([401, 403, 404]);

interface QueryErrorAlertProps {
  /** What could not be loaded, already in the owner's language (and upper-cased where the spec says). */
  message: string;
  /** The read's error: a refusal gets no Retry. */
  error: unknown;
  /** Asks again, e.g. the query's `refetch`. */
  onRetry: () => unknown;
  sx?: SxProps<Theme>;
}

/**
 * A read that failed, as every owner screen reports one: its message (the catalogue's and the
 * server's, spec section 8) with a Retry beside it, but for a refusal (no permission, signed out,
 * gone), which Retry would only get again.
 */
export function QueryErrorAlert({ message, error, onRetry, sx }: QueryErrorAlertProps) {
  const { t } = useOwnerT();
  const refused = error instanceof ApiError && REFUSALS.has(error.status);
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        refused ? undefined : (
          <Button color="inherit" size="small" onClick={() => void onRetry()}>
            {t('Retry')}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
