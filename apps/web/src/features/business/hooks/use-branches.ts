import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Branch } from '@scanorder/shared/business/branch';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import { useToast } from '../../../lib/use-toast.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';

/**
 * A change to one branch: the answer replaces it in the cached list (or the list is refetched
 * after a create or delete), and the business is refetched because its setup checklist counts
 * branches.
 */
export function useBranchMutation<Input>(
  kind: BusinessKind,
  mutate: (input: Input) => Promise<unknown>,
  successMessage: string | ((input: Input) => string),
  options: { onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useOwnerT();
  return useMutation({
    mutationFn: mutate,
    onSuccess: async (result, input) => {
      const branch = result as Branch | null;
      if (branch && typeof branch === 'object' && 'id' in branch) {
        queryClient.setQueryData<Branch[]>(queryKeys.branches(kind), (list) =>
          list?.map((item) => (item.id === branch.id ? branch : item)),
        );
      }
      toast.success(typeof successMessage === 'function' ? successMessage(input) : successMessage);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.branches(kind) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.business(kind) }),
      ]);
    },
    onError: (error) => {
      toast.error(withServerMessage(t(serverErrorsOf(kind).saveRecords), error, t));
      options.onError?.(error);
    },
  });
}
