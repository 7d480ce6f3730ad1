import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { TenantScopes } from './tenant-scope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `owner`: a signed-in route whose work crosses accounts by nature and stays an owner path
     * (a browser's push endpoint moving to another account's user). Listed in decision 033.
     */
    tenantScope?: 'owner';
  }
}

/**
 * Puts the request path behind row-level security (docs/decisions/033): a request that passed the
 * tenant guard runs its handler inside `scopes.run(tenant)`, so every repository call of it is a
 * query of the app role in that account's transaction. Everything before the handler (session and
 * membership look-ups, which find the tenant) and routes without a tenant (sign-in, public pages
 * until they know their account, webhooks, the platform editor) are owner paths, declared here
 * once; code running after its request ended has no scope and fails loudly.
 */
export function registerTenantScopes(app: FastifyInstance, scopes: TenantScopes) {
  // Callback hooks, so the rest of the chain runs inside the context (an async hook cannot wrap
  // what follows it). preValidation enters it again after the body was read from the socket,
  // whose events carry the socket's context, not the request's.
  const ownerPath = (_request: FastifyRequest, _reply: FastifyReply, done: () => void) =>
    scopes.unsafeAsOwner('request before its tenant is known', done);
  app.addHook('onRequest', ownerPath);
  app.addHook('preValidation', ownerPath);
  app.addHook('preHandler', ownerPath);

  // A stream's handler returns once the stream is open, ending its scope; its later reads open
  // scopes of their own (board-stream.ts), so no transaction is held between events.
  app.addHook('onRoute', (route) => {
    if (route.config?.tenantScope === 'owner') return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function scopedHandler(this: FastifyInstance, request, reply) {
      const tenant = request.tenant;
      if (!tenant) return handler.call(this, request, reply);
      return scopes.run(tenant.accountId, async () => handler.call(this, request, reply));
    };
  });
}
