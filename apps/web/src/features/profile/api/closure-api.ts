import { queryOptions } from '@tanstack/react-query';
import {
  accountClosureSchema,
  type AccountClosureRequest,
} from '@scanorder/shared/account/closure';
import { apiGet, apiRequest } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const CLOSURE_PATH = '/api/v1/account/closure';

/** Admins only: the API refuses managers and members, so callers enable it for admins. */
export const closureQuery = queryOptions({
  queryKey: queryKeys.accountClosure,
  queryFn: ({ signal }) => apiGet(CLOSURE_PATH, accountClosureSchema, signal),
});

export const requestClosure = (input: AccountClosureRequest) =>
  apiRequest(CLOSURE_PATH, { method: 'POST', body: input, schema: accountClosureSchema });

export const cancelClosure = () =>
  apiRequest(CLOSURE_PATH, { method: 'DELETE', schema: accountClosureSchema });

/** The closing date as the owner reads it, e.g. "24 December 2026". */
export function closingDateOf(closesAt: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(closesAt));
}
