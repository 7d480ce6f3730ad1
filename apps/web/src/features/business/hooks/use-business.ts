import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import { useToast } from '../../../lib/use-toast.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';

/**
 * Saves one section of the business (hours, settings...): the answer replaces the cached business,
 * an info toast confirms, and a failure shows 'Server Error While Saving Restaurant Records!' (or
 * Grocery) followed by the server's message.
 */
export function useBusinessSave<Input>(
  kind: BusinessKind,
  save: (kind: BusinessKind, input: Input) => Promise<Business>,
  successMessage: string,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useOwnerT();
  return useMutation({
    mutationFn: (input: Input) => save(kind, input),
    onSuccess: (business) => {
      queryClient.setQueryData(queryKeys.business(kind), business);
      toast.success(successMessage);
    },
    onError: (error) =>
      toast.error(withServerMessage(t(serverErrorsOf(kind).saveRecords), error, t)),
  });
}
