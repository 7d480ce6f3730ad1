import {
  APP_REQUEST_HEADER,
  APP_REQUEST_HEADER_VALUE,
} from '@scanorder/shared/http/request-header';

/**
 * A public API call that failed: `status` 0 when the network itself failed. The body is kept as it
 * came; the ordering code reads the server's message from it with the shared `parseAppError`.
 */
export class PublicApiError extends Error {
  readonly status: number;
  readonly payload: unknown;

  constructor(status: number, payload: unknown) {
    super(status === 0 ? 'Network error' : `HTTP ${status}`);
    this.name = 'PublicApiError';
    this.status = status;
    this.payload = payload;
  }

  /** Worth sending again later: the network, rate limits and server trouble, never a refusal. */
  get isTransient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** JSON to and from the public endpoints (same origin, the customer cookie included). */
export async function publicRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new PublicApiError(0, null);
  }
  let payload: unknown = null;
  if (response.status === 204) return payload as T;
  try {
    payload = await response.json();
  } catch {
    // A body cut off by a dropped connection: the call may have worked, so it counts as the network.
    if (response.ok) throw new PublicApiError(0, null);
  }
  if (!response.ok) throw new PublicApiError(response.status, payload);
  return payload as T;
}
