import type { z } from 'zod';
import {
  pathOf,
  successSchemaOf,
  type RouteContract,
  type SuccessOf,
} from '@scanorder/shared/api/contract';
import { parseAppError, SERVER_ERROR_MESSAGE } from '@scanorder/shared/errors/app-error';
import {
  APP_REQUEST_HEADER,
  APP_REQUEST_HEADER_VALUE,
} from '@scanorder/shared/http/request-header';

/** A failed API call: HTTP status (0 when the network failed) plus the server's code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The whole error body, for refusals that carry more than the envelope (e.g. a downgrade). */
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** When given, the response body is checked against it. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/** What every call sends besides its body: JSON wanted, and the header that marks it as the app's. */
export const API_HEADERS = {
  accept: 'application/json',
  [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE,
} as const;

/** A network failure, thrown before any answer came. */
export const networkError = () => new ApiError(0, 'NETWORK', SERVER_ERROR_MESSAGE);

/** A body as read: its JSON, the text itself when it is not JSON, null when empty. */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * An answer as the caller gets it, from fetch and XMLHttpRequest alike: a refusal (ours
 * `{ error: { code, message } }` or better-auth's `{ code, message }`) thrown as an ApiError, else
 * the payload, checked against the schema when one is given.
 */
export function settleAnswer<T>(status: number, payload: unknown, schema?: z.ZodType<T>): T {
  if (status < 200 || status >= 300) {
    const { code, message } = parseAppError(payload);
    throw new ApiError(status, code, message, payload);
  }
  if (!schema) return payload as T;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(status, 'INVALID_RESPONSE', SERVER_ERROR_MESSAGE);
  return parsed.data;
}

/** The one way the web app talks to the API: same-origin cookies, JSON both ways, failures as ApiError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}) {
  const { method = 'GET', body, schema, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        ...API_HEADERS,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  return settleAnswer(response.status, parseBody(await response.text()), schema);
}

export const apiGet = <T>(path: string, schema?: z.ZodType<T>, signal?: AbortSignal) =>
  apiRequest<T>(path, { schema, signal });

export const apiPost = <T = unknown>(path: string, body: unknown = {}, schema?: z.ZodType<T>) =>
  apiRequest<T>(path, { method: 'POST', body, schema });

/** Message of any thrown value, as the spec's generic server error when it is not ours. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : SERVER_ERROR_MESSAGE;
}

interface RouteCall<C extends RouteContract> {
  /** The `:name` segments of the contract's path. */
  params?: Record<string, string>;
  /** Query string values; undefined ones are left out. */
  query?: Record<string, string | number | undefined>;
  body?: C['schema']['body'] extends z.ZodType ? z.input<C['schema']['body']> : never;
  signal?: AbortSignal;
}

function withQuery(path: string, query: RouteCall<RouteContract>['query'] = {}) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls a shared route contract: its method and path, its success schema checks the answer. */
export const callRoute = <C extends RouteContract>(contract: C, call: RouteCall<C> = {}) =>
  apiRequest<SuccessOf<C>>(withQuery(pathOf(contract.path, call.params), call.query), {
    method: contract.method,
    body: call.body,
    schema: successSchemaOf(contract),
    signal: call.signal,
  });
