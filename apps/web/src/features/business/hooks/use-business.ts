import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import { errorMessageOf } from '../../../api/client.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** Spec 02 section 8: the toast is the catalogue message followed by the underlying message. */
export function catalogueMessage(prefix: string, error: unknown): string {
  return `${prefix} ${errorMessageOf(error)}`;
}

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
    onError: (error) => toast.error(catalogueMessage(t(serverErrorsOf(kind).saveRecords), error)),
  });
}
