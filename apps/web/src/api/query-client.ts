import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
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
   * (revoked, password changed, signed out in another tab); a 403 means what the page thought this
   * person may do has changed (an admin changed their role, or removed them). Asking /me again
   * lets the protected layout send the user on, and the pages show what the role now allows, on
   * their very next request rather than their next reload. /me's own 403 is the layout's to handle.
   */
  const onError = (error: unknown, queryHash?: string) => {
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return;
    if (queryHash === hashKey(queryKeys.me)) return;
    if (queryClient.getQueryData(queryKeys.me) === undefined) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryHash) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: READ_RETRY_DELAY_MS, staleTime: 10_000 },
      // A save is sent once, and a failure is shown: never retried behind the user's back, nor
      // parked while the browser says it is offline and sent later when nobody is looking.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}
