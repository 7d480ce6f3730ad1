import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../api/client.ts';
import { clearSessionFlag } from './session-flag.ts';
import { signOut } from '../api/session.ts';
import { useToast } from './use-toast.ts';
import { SIGN_IN_STATE } from './welcome-view.ts';
import { queryKeys } from '../api/query-keys.ts';

/** Where a signed-out user lands: the sign-in view at `/`, or the page that says the session ended. */
export type SignedOutDestination = 'sign-in' | 'session-expired';

/**
 * Forgets the signed-in user in this tab and leaves the account area. The me query goes first, or
 * the sign-in view would see the old user and send us straight back.
 */
export function useLeaveAccountArea() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (destination: SignedOutDestination) => {
    clearSessionFlag();
    queryClient.removeQueries({ queryKey: queryKeys.me });
    if (destination === 'sign-in') void navigate('/', { replace: true, state: SIGN_IN_STATE });
    else void navigate('/session/expired', { replace: true });
  };
}

/** Logout with the spec's confirmation: ask, sign out, then `/` on its sign-in view. */
export function useLogout() {
  const toast = useToast();
  const leave = useLeaveAccountArea();
  const [confirming, setConfirming] = useState(false);

  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: () => leave('sign-in'),
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  return {
    requestLogout: () => setConfirming(true),
    dialogProps: {
      open: confirming,
      pending: mutation.isPending,
      onConfirm: () => mutation.mutate(),
      onCancel: () => setConfirming(false),
    },
  };
}
