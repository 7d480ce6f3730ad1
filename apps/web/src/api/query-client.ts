import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';
import { SignedOutError } from './me.ts';
import { queryKeys } from './query-keys.ts';

/** Every read is retried 3 times, 5 seconds apart (docs/product/screens.md). */
export const READ_ATTEMPTS = 3;
export const READ_RETRY_DELAY_MS = 5_000;

/** Client errors (4xx, signed out) are answers, not glitches: retrying them only delays the user. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof SignedOutError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  // failureCount is the number of failed attempts before this retry is decided.
  return failureCount < READ_ATTEMPTS - 1;
}

export function createQueryClient() {
  /**
   * Any call answered 401 while we think someone is signed in means the session ended elsewhere
   * (revoked, password changed, signed out in another tab): asking /me again lets the protected
   * layout send the user on, on their very next request rather than their next reload.
   */
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (queryClient.getQueryData(queryKeys.me) === undefined) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: READ_RETRY_DELAY_MS, staleTime: 10_000 },
      // A save is sent once, and a failure is shown: never retried behind the user's back, nor
      // parked while the browser says it is offline and sent later when nobody is looking.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}
