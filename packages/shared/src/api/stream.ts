import type { z } from 'zod';

export interface StreamSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
}

/**
 * A Server-Sent Events route: its request schemas only, since the answer is a text/event-stream
 * the browser's EventSource reads, not one JSON body (so OpenAPI documents no response).
 */
export interface StreamContract<S extends StreamSchema = StreamSchema> {
  method: 'GET';
  path: string;
  summary: string;
  schema: S;
}

export const defineStream = <const S extends StreamSchema>(contract: StreamContract<S>) => contract;
