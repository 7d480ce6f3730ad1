import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOrderListSchema, boardTicketSchema } from '@scanorder/shared/ordering/board';
import { orderSchema } from '@scanorder/shared/ordering/place-order';

/**
 * Answers built field by field by a typed presenter (`presentOrder`, `presentBoardTicket`), whose
 * JSON columns the presenter already checks: TypeScript holds them to the schema, so checking them
 * again on the way out only costs time. The hottest answers are here: an order placed (its answer
 * was a fifth of the server's CPU per order) and the board's list of today's tickets (decision 040).
 */
const PRESENTED = new Set<z.ZodType>([orderSchema, ownerOrderListSchema, boardTicketSchema]);

type ZodSerializerCompiler = typeof serializerCompiler;
type RouteSchema = Parameters<ZodSerializerCompiler>[0];

/**
 * The app's response serializer: zod's (checks, strips unknown keys) for every answer, except the
 * presented ones above, which go out as `JSON.stringify` makes them. `check` (every start that is not
 * production, so every test) still encodes those through zod and fails the request when the two
 * differ: a presenter that drifts from its schema fails the suites, not a customer's request.
 */
export function answerSerializerCompiler(options: { check: boolean }): ZodSerializerCompiler {
  return (route: RouteSchema) => {
    const schema = route.schema as unknown;
    if (!(schema instanceof z.ZodType) || !PRESENTED.has(schema)) return serializerCompiler(route);
    return presentedSerializer(route, options);
  };
}

/**
 * JSON of a presented answer (see PRESENTED) sent outside the route's serializer, e.g. prepared
 * once for many requests: the same `JSON.stringify`, checked the same way outside production.
 */
export function presentedSerializer(
  route: RouteSchema,
  options: { check: boolean },
): (data: unknown) => string {
  if (!options.check) return (data: unknown) => JSON.stringify(data);
  const zodSerializer = serializerCompiler(route);
  return (data: unknown) => {
    const text = JSON.stringify(data);
    const checked: unknown = JSON.parse(zodSerializer(data));
    if (!isDeepStrictEqual(JSON.parse(text), checked))
      throw new Error(
        `${route.method} ${route.url}: the presented answer differs from its schema's encoding`,
      );
    return text;
  };
}
