import { queryOptions } from '@tanstack/react-query';
import type { AccountClosureRequest } from '@scanorder/shared/account/closure';
import { accountClosureRoutes } from '@scanorder/shared/api/account-data';
import { callRoute } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Admins only: the API refuses managers and members, so callers enable it for admins. */
export const closureQuery = queryOptions({
  queryKey: queryKeys.accountClosure,
  queryFn: ({ signal }) => callRoute(accountClosureRoutes.get, { signal }),
});

export const requestClosure = (input: AccountClosureRequest) =>
  callRoute(accountClosureRoutes.request, { body: input });

export const cancelClosure = () => callRoute(accountClosureRoutes.cancel);

/** The closing date as the owner reads it, e.g. "24 December 2026". */
export function closingDateOf(closesAt: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(closesAt));
}
