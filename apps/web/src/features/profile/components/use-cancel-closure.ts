import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelClosure, closureQuery } from '../api/closure-api.ts';

/** Cancels a pending closure and shows the new state wherever the closure is read. */
export function useCancelClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelClosure,
    onSuccess: (state) => queryClient.setQueryData(closureQuery.queryKey, state),
  });
}
