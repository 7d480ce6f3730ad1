import type { preHandlerAsyncHookHandler } from 'fastify';
import type { RouteContract, RouteSchema } from '@scanorder/shared/api/contract';
import { sessionSecurity } from './route-helpers.ts';

interface RouteDocs {
  /** OpenAPI tags: how /api/docs groups the route. */
  tags: string[];
  security?: { session: never[] }[];
  /** An upload's multipart body, which the contract leaves to the server (see uploadBodyDocs). */
  consumes?: readonly string[];
  description?: string;
}

/**
 * Fastify route options (method, url, schema) of a shared contract, with the OpenAPI grouping
 * only the server knows. Spread it into `routes.route({ ...routeOf(contract, docs), handler })`.
 */
export const routeOf = <S extends RouteSchema>(contract: RouteContract<S>, docs: RouteDocs) => ({
  method: contract.method,
  url: contract.path,
  schema: { ...docs, summary: contract.summary, ...contract.schema },
});

/**
 * Routes of a signed-in team in one /api/docs group: each is documented as needing the session and
 * sits behind the tenant guard, set together so no route carries one without the other.
 */
export const sessionRoutesOf =
  (tags: string[], requireTenant: preHandlerAsyncHookHandler) =>
  <S extends RouteSchema>(
    contract: RouteContract<S>,
    more?: Omit<RouteDocs, 'tags' | 'security'>,
  ) => ({
    ...routeOf(contract, { tags, security: sessionSecurity, ...more }),
    preHandler: requireTenant,
  });
