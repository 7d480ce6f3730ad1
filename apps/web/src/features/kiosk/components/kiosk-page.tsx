import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { KioskPinInput, KioskSession } from '@scanorder/shared/ordering/board';
import { ApiError, errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  closeKioskSession,
  fetchKioskSession,
  kioskSessionQueryKey,
  openKioskSession,
} from '../api/kiosk-api.ts';
import { KioskPinForm } from './kiosk-pin-form.tsx';

interface KioskPageProps {
  /** The branch's board, composed in by the app (the board is the orders feature's). */
  renderBoard: (session: KioskSession, onSignedOut: () => void) => ReactNode;
}

/** A PIN refusal ('Incorrect PIN', the lockout, no PIN set) in the server's words. */
function pinErrorOf(error: unknown): string {
  return error instanceof ApiError ? error.message : errorMessageOf(error);
}

/**
 * Kiosk mode at /kiosk/:branchId (docs/product/kiosk-and-sessions.md): the branch's staff PIN opens its
 * live board on a shared device without a team account. No account links, no settings, no
 * billing; Leave Kiosk closes the session on this device.
 */
export function KioskPage({ renderBoard }: KioskPageProps) {
  const { branchId = '' } = useParams();
  const queryClient = useQueryClient();
  const [pinError, setPinError] = useState<string | null>(null);
  const session = useQuery({
    queryKey: kioskSessionQueryKey,
    queryFn: fetchKioskSession,
    refetchOnWindowFocus: false,
  });
  // A session of another branch on this device does not open this one.
  const open = session.data && session.data.branch.id === branchId ? session.data : null;
  useDocumentTitle(open ? `Kiosk · ${open.branch.name}` : 'Kiosk mode');

  const signIn = useMutation({
    mutationFn: (input: KioskPinInput) => openKioskSession(branchId, input),
    onMutate: () => setPinError(null),
    onSuccess: (opened) => queryClient.setQueryData(kioskSessionQueryKey, opened),
    onError: (error) => setPinError(pinErrorOf(error)),
  });
  const leave = useMutation({
    mutationFn: closeKioskSession,
    onSettled: () => {
      queryClient.setQueryData(kioskSessionQueryKey, null);
      queryClient.removeQueries({ queryKey: ['orders-board', 'kiosk'] });
    },
  });
  const onSignedOut = useCallback(() => {
    queryClient.setQueryData(kioskSessionQueryKey, null);
    setPinError('The kiosk session ended. Enter the staff PIN again.');
  }, [queryClient]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Box component="img" src="/favicon.svg" alt="" width={28} height={28} />
          <Typography component="p" sx={{ fontWeight: 800, mr: 'auto' }}>
            ScanOrder kiosk
          </Typography>
          {open ? (
            <Button
              color="inherit"
              startIcon={<LogoutIcon />}
              disabled={leave.isPending}
              onClick={() => leave.mutate()}
            >
              Leave Kiosk
            </Button>
          ) : null}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        {session.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading kiosk" />
          </Box>
        ) : session.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void session.refetch()}>
                Retry
              </Button>
            }
          >
            {errorMessageOf(session.error)}
          </Alert>
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
