import { ApiError, errorMessageOf } from './client.ts';

/**
 * The spec's failure notice (section 8): the catalogue's message followed by the server's, e.g.
 * "Server Error While Saving Restaurant Records! Name is taken". `translate` (the owner's `t`)
 * puts the server's English in the owner's language; it is required, because a message composed
 * first can no longer be looked up in the catalogue.
 */
export function withServerMessage(
  prefix: string,
  error: unknown,
  translate: (text: string) => string,
): string {
  return `${prefix} ${translate(errorMessageOf(error))}`;
}

/**
 * A refusal (a 4xx: a stale version, a wrong PIN, a move the rules forbid) says what to do in the
 * server's own words; anything else (the network, the server) gets the catalogue's message first.
 */
export function refusalOrServerMessage(
  prefix: string,
  error: unknown,
  translate: (text: string) => string,
): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return translate(error.message);
  return withServerMessage(prefix, error, translate);
}
