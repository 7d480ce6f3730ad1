import { isDeepStrictEqual } from 'node:util';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrderingRoutes } from '@scanorder/shared/api/ordering';
import { placeOrderInputSchema } from '@scanorder/shared/ordering/place-order';

/**
 * Request schemas parsed by the parser zod generates for them (`z.compile`) instead of its
 * interpreter, which walks the schema node by node and allocates a result per node: the order
 * body, the busiest request (its parse was 6 % of the server's CPU per order, decision 040). What
 * the generated parser refuses, zod parses again with the interpreter, so a refusal's issues
 * (messages, paths) are the interpreter's; what it accepts, its test holds equal to the
 * interpreter's output. The customer menu's URL (its parameters, also the pickup slots' and my
 * orders', and its query), the busiest read: in the server the interpreter, shared by every
 * schema, took about 10 µs of a menu read's CPU for three uuids, a kind and a table's name
 * (decision 040, fifteenth pass).
 */
const COMPILED = new Set<z.ZodType>([
  placeOrderInputSchema,
  publicOrderingRoutes.menu.schema.params,
  publicOrderingRoutes.menu.schema.querystring,
]);

type ZodValidatorCompiler = typeof validatorCompiler;

/**
 * The app's request validator: zod's (fastify-type-provider-zod) for every schema, the compiled
 * ones above through their generated parser. `check` (every start that is not production, so every
 * test) also runs the interpreter on each such request and fails it when the two answers differ:
 * a generated parser that drifts from its schema fails the suites, not a customer's order.
 */
export function requestValidatorCompiler(options: { check: boolean }): ZodValidatorCompiler {
  return (route) => {
    const schema = route.schema as unknown;
    if (!(schema instanceof z.ZodType) || !COMPILED.has(schema)) return validatorCompiler(route);
    const compiled = validatorCompiler({ ...route, schema: z.compile(schema) });
    if (!options.check) return compiled;
    const interpreted = validatorCompiler(route);
    return (data: unknown) => {
      const answer = compiled(data);
      if (!isDeepStrictEqual(answer, interpreted(data)))
        throw new Error(
          `${route.method} ${route.url}: the compiled ${route.httpPart} parser differs from its schema's`,
        );
      return answer;
    };
  };
}
