import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../lib/api.ts';
import { meQueryKey } from '../../../lib/me-query.ts';
import { clearSessionFlag } from '../../../lib/session-flag.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { SIGN_IN_STATE } from '../../../lib/welcome-view.ts';
import { signOut } from '../api/sign-out.ts';

/** Logout with the spec's confirmation: ask, sign out, then `/` on its sign-in view. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      clearSessionFlag();
      // Drop who was signed in before the sign-in view mounts, or it would send us straight back.
      queryClient.removeQueries({ queryKey: meQueryKey });
      void navigate('/', { replace: true, state: SIGN_IN_STATE });
    },
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
