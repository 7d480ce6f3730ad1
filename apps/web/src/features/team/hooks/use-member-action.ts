import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { membersQuery } from '../api/team-api.ts';
import { withServerMessage } from '../../../api/server-message.ts';

interface MemberActionOptions<TInput> {
  run: (input: TInput) => Promise<unknown>;
  /** Info toast on success. */
  done: string;
  /** The spec's "Server Error While ..." prefix of the error toast. */
  failed: string;
  onSuccess?: (input: TInput) => void;
}

/** One USERS page action: run it, refresh the list, and say how it went in a toast. */
export function useMemberAction<TInput>({
  run,
  done,
  failed,
  onSuccess,
}: MemberActionOptions<TInput>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useOwnerT();
  return useMutation({
    mutationFn: run,
    onSuccess: (_data, input) => {
      toast.success(t(done));
      onSuccess?.(input);
    },
    onError: (error) => toast.error(withServerMessage(t(failed), error, t)),
    // Refresh on failure too: a refusal often means the list we show is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQuery.queryKey }),
  });
}
