import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@scanorder/shared/account/me';
import { accountRoutes } from '@scanorder/shared/api/accounts';
import { ApiError, callRoute } from './client.ts';
import { clearSessionFlag, hadSession } from '../lib/session-flag.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/v1/me answered 401: nobody is signed in. `expired` when this browser had a session. */
export class SignedOutError extends Error {
  readonly expired: boolean;

  constructor(expired: boolean) {
    super(expired ? 'Session is Expired!. Please Login back. Thanks.' : 'Not signed in');
    this.name = 'SignedOutError';
    this.expired = expired;
  }
}

export async function fetchMe(): Promise<Me> {
  try {
    return await callRoute(accountRoutes.me);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const expired = hadSession() || error.code === 'SESSION_EXPIRED';
      // Only the first 401 after a session reads as expiry; later ones are plain "signed out".
      clearSessionFlag();
      throw new SignedOutError(expired);
    }
    throw error;
  }
}

export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: fetchMe,
  staleTime: 30_000,
});

/**
 * Who is signed in. Errors: SignedOutError (401) or ApiError (user-state errors such as 403).
 * `onlyAfterSignIn`: a page open to everyone asks only when this browser signed in (every sign-in
 * and accepted invitation sets the flag), so a visitor who never did sees no failed request in
 * the console for the ordinary signed-out state. Protected pages always ask: the answer is the guard.
 */
export function useMeQuery({ onlyAfterSignIn = false } = {}) {
  const query = useQuery({ ...meQuery, enabled: !onlyAfterSignIn || hadSession() });
  // A refetch answered 401 (session revoked or ended elsewhere) leaves the old user in the cache:
  // nobody is signed in any more, so nobody must be shown (or the sign-in view would bounce back).
  if (query.error instanceof SignedOutError && query.data !== undefined)
    // @tanstack/react-query's UseQueryResult is a union keyed by status; it has no member for 'error, no data'.
    return { ...query, data: undefined } as unknown as typeof query;
  return query;
}
