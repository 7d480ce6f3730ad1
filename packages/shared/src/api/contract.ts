import type { z } from 'zod';
import { errorEnvelopeSchema } from '../errors/app-error.ts';

/** Statuses our error envelope is sent with (see HTTP_STATUS_OF). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

type ErrorResponses<S extends readonly ErrorStatus[]> = {
  [K in S[number]]: typeof errorEnvelopeSchema;
};

/** The error envelope under each status a route may refuse with. */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  statuses: S,
): ErrorResponses<S> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorEnvelopeSchema]),
  ) as ErrorResponses<S>;
}

/** What every signed-in route may refuse with: bad input, no session, no right, gone, conflict. */
export const SIGNED_IN_ERRORS = [400, 401, 403, 404, 409] as const;
/** A signed-in upload adds too large and wrong type. */
export const UPLOAD_ERRORS = [...SIGNED_IN_ERRORS, 413, 415] as const;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The request and response schemas of one route, in the shape Fastify's `schema` option takes. */
export interface RouteSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Partial<Record<SuccessStatus, z.ZodType>> & Partial<Record<ErrorStatus, z.ZodType>>;
}

export interface RouteContract<S extends RouteSchema = RouteSchema> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: `/api/v1/members/:memberId`. */
  path: string;
  summary: string;
  schema: S;
}

/** One route as both sides see it: the server registers it, the web app calls it. */
export const defineRoute = <const S extends RouteSchema>(contract: RouteContract<S>) => contract;

type SuccessKey<R> = Extract<keyof R, SuccessStatus>;
/** The schema of the body a route answers with when it succeeds. */
type SuccessSchema<C extends RouteContract> = C['schema']['response'][SuccessKey<
  C['schema']['response']
>];
export type SuccessOf<C extends RouteContract> =
  SuccessSchema<C> extends z.ZodType ? z.output<SuccessSchema<C>> : never;

const SUCCESS_STATUSES: readonly SuccessStatus[] = [200, 201, 202, 204];

export function successSchemaOf<C extends RouteContract>(contract: C): z.ZodType<SuccessOf<C>> {
  const response: Partial<Record<number, z.ZodType>> = contract.schema.response;
  const status = SUCCESS_STATUSES.find((code) => response[code]);
  if (status === undefined)
    throw new Error(`${contract.method} ${contract.path}: no success response`);
  return response[status] as z.ZodType<SuccessOf<C>>;
}

/**
 * The path with the given `:name` segments filled in (encoded). The server fills none or the
 * kind only; the web app fills them all.
 */
export function pathOf(path: string, values: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (segment, name: string) =>
    name in values ? encodeURIComponent(values[name]!) : segment,
  );
}
