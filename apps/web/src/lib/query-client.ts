import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { meQueryKey, SignedOutError } from './me-query.ts';

/** Client errors (4xx, signed out) are answers, not glitches: retrying them only delays the user. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof SignedOutError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  /**
   * Any call answered 401 while we think someone is signed in means the session ended elsewhere
   * (revoked, password changed, signed out in another tab): asking /me again lets the protected
   * layout send the user on, on their very next request rather than their next reload.
   */
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (queryClient.getQueryData(meQueryKey) === undefined) return;
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
