import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { SignedOutError } from './me-query.ts';

/** Client errors (4xx, signed out) are answers, not glitches: retrying them only delays the user. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof SignedOutError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
