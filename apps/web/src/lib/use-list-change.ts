import { useMutation } from '@tanstack/react-query';
import { withServerMessage } from '../api/server-message.ts';
import { useOwnerT } from './i18n/owner-i18n.ts';
import { useToast } from './use-toast.ts';

interface ListChangeOptions<TResult, TInput> {
  run: (input: TInput) => Promise<TResult>;
  /** The success toast, naming what changed ("Masala Dosa deleted"). */
  done: (result: TResult, input: TInput) => string;
  /** The catalogue's "Server Error While ..." the failure toast starts with, translated. */
  failed: string;
  /** Asks the list (and what counts it) again once the change is in. */
  refresh: () => Promise<unknown>;
}

/**
 * One change to a list the owner is looking at (a menu item duplicated or deleted, QR codes
 * deleted): say how it went in a toast and, once it is in, show the list as the server now has it.
 */
export function useListChange<TResult, TInput>({
  run,
  done,
  failed,
  refresh,
}: ListChangeOptions<TResult, TInput>) {
  const toast = useToast();
  const { t } = useOwnerT();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, input) => {
      toast.success(done(result, input));
      await refresh();
    },
    onError: (error) => toast.error(withServerMessage(failed, error, t)),
  });
}
