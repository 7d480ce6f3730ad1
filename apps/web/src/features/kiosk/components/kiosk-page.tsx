import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BUSINESS_KINDS, type BusinessKind } from '@scanorder/shared/account/services';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { KioskPinInput, KioskSession } from '@scanorder/shared/ordering/board';
import { errorMessageOf } from '../../../api/client.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  closeKioskSession,
  fetchKioskSession,
  openKioskSession,
  pinRefusalOf,
} from '../api/kiosk-api.ts';
import { KioskPinForm } from './kiosk-pin-form.tsx';
import { queryKeys } from '../../../api/query-keys.ts';
import { refusalOrServerMessage } from '../../../api/server-message.ts';
import { PendingButton } from '../../../components/pending-button.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

interface KioskPageProps {
  /** The branch's board, composed in by the app (the board is the orders feature's). */
  renderBoard: (session: KioskSession, onSignedOut: () => void) => ReactNode;
}

/** The ORDERS tab's kiosk link names the business kind; the spec's wording is Restaurant's. */
function kindOf(value: string | null): BusinessKind {
  return BUSINESS_KINDS.find((kind) => kind === value) ?? 'restaurant';
}

/**
 * Kiosk mode at /kiosk/:branchId (docs/product/kiosk-and-sessions.md): the branch's staff PIN opens its
 * live board on a shared device without a team account. No account links, no settings, no
 * billing; Leave Kiosk closes the session on this device.
 */
export function KioskPage({ renderBoard }: KioskPageProps) {
  const { t } = useOwnerT();
  const { branchId = '' } = useParams();
  const [search] = useSearchParams();
  const kind = kindOf(search.get('kind'));
  const queryClient = useQueryClient();
  const [pinError, setPinError] = useState<string | null>(null);
  const session = useQuery({
    queryKey: queryKeys.kioskSession,
    queryFn: fetchKioskSession,
    refetchOnWindowFocus: false,
  });
  // A session of another branch on this device does not open this one.
  const open = session.data && session.data.branch.id === branchId ? session.data : null;
  useDocumentTitle(open ? t('Kiosk · {{branch}}', { branch: open.branch.name }) : t('Kiosk mode'));

  const signIn = useMutation({
    mutationFn: (input: KioskPinInput) => openKioskSession(branchId, input),
    onMutate: () => setPinError(null),
    onSuccess: (opened) => queryClient.setQueryData(queryKeys.kioskSession, opened),
    // A wrong PIN says the tries left and a lockout how long, in the kiosk's language; another
    // refusal (no PIN set) in the server's words, translated; a PIN that could not be checked at
    // all as 'Server Error While validating Restaurant password' and why.
    onError: (error) => {
      const refusal = pinRefusalOf(error);
      setPinError(
        refusal === null
          ? refusalOrServerMessage(t(serverErrorsOf(kind).validatePin), error, t)
          : 'triesLeft' in refusal
            ? t('Incorrect PIN. {{count}} tries left on this device.', { count: refusal.triesLeft })
            : t('Too many wrong PINs. This PIN is locked; try again in {{count}} minutes.', {
                count: refusal.lockedMinutes,
              }),
      );
    },
  });
  const leave = useMutation({
    mutationFn: closeKioskSession,
    onSettled: () => {
      queryClient.setQueryData(queryKeys.kioskSession, null);
      queryClient.removeQueries({ queryKey: queryKeys.ordersBoard.of(['kiosk']) });
    },
  });
  const onSignedOut = useCallback(() => {
    queryClient.setQueryData(queryKeys.kioskSession, null);
    setPinError(t('The kiosk session ended. Enter the staff PIN again.'));
  }, [queryClient, t]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Box component="img" src="/favicon.svg" alt="" width={28} height={28} />
          <Typography component="p" sx={{ fontWeight: 800, mr: 'auto' }}>
            {t('ScanOrder kiosk')}
          </Typography>
          {open ? (
            <PendingButton
              color="inherit"
              startIcon={<LogoutIcon />}
              pending={leave.isPending}
              onClick={() => leave.mutate()}
            >
              {t('Leave Kiosk')}
            </PendingButton>
          ) : null}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        {session.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={t('Loading kiosk')} />
          </Box>
        ) : session.isError ? (
          <QueryErrorAlert
            message={errorMessageOf(session.error)}
            error={session.error}
            onRetry={session.refetch}
          />
        ) : open ? (
          <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
            <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
              {open.branch.name}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>{open.business.name}</Typography>
            {renderBoard(open, onSignedOut)}
          </Box>
        ) : (
          <Box sx={{ pt: { xs: 2, sm: 6 } }}>
            <KioskPinForm
              pending={signIn.isPending}
              error={pinError}
              onSubmit={(input) => signIn.mutate(input)}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
