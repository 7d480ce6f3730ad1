import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { TenantScopes } from './tenant-scope.ts';

/**
 * The account a public route acts for, found from its URL: the menu's `:accountId`, or the account
 * of the order a `:orderId` names (looked up on the owner path: the one read that crosses accounts).
 * `null` when the URL names nothing that exists: the handler then runs in a scope that sees nothing.
 */
export type PublicAccountOf = (request: FastifyRequest) => string | null | Promise<string | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Where a route's handler runs when no signed-in tenant or kiosk names its account (decision
     * 042). Unset: on the owner path (sign-in, sign-up, the platform editor, webhooks by provider
     * id, `/q/<code>`). `owner`: a signed-in route whose work crosses accounts by nature (a
     * browser's push endpoint moving to another account's user). A function: a public route, run
     * in the scope of the account its URL names. `service`: the service opens its own short scopes
     * (the cached menu read and placement, where a scope held across the request would cost every
     * cache hit a transaction or hold PGlite's one connection across pricing); a query it forgets
     * to scope throws.
     */
    tenantScope?: 'owner' | 'service' | PublicAccountOf;
  }
}

/** No account has it: a scope of it sees no row, so an unknown id answers 404 from the wall too. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:accountId` of a public route's URL (a page checks its own parameters: not yet valid). */
export const accountOfUrl: PublicAccountOf = (request) => {
  const { accountId } = request.params as { accountId?: string };
  return accountId && UUID.test(accountId) ? accountId : null;
};

/** The account of the order a public URL's `:orderId` names, read on the owner path. */
export const accountOfOrderUrl =
  (orders: { unsafeAccountOfOrder(orderId: string): Promise<string | null> }): PublicAccountOf =>
  (request) =>
    orders.unsafeAccountOfOrder((request.params as { orderId: string }).orderId);

/**
 * Puts the request path behind row-level security (docs/decisions/042): a request that passed the
 * tenant guard or the kiosk check runs its handler inside `scopes.run(account)`, so every repository
 * call of it is a query of the app role in that account's transaction; a public route runs in the
 * scope of the account its URL names. Everything before the handler (session and membership
 * look-ups, which find the tenant) is an owner path, declared here once; code running after its
 * request ended has no scope and fails loudly.
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

  // A handler that calls `reply.send()` and returns the reply would have its answer written before
  // its scope commits (an async handler returning the reply waits until the answer is out), so the
  // client's next request could miss the write on another PostgreSQL connection. The scope ends
  // when the handler settles or its answer starts, whichever comes first, and the answer waits for
  // the commit; a failed commit turns a success into the error it is.
  const underWay = new WeakMap<FastifyRequest, { scoped: Promise<unknown>; sending(): void }>();
  // A callback hook, so an answer with no scope to wait for (the public and service routes, order
  // placement among them) costs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const scope = underWay.get(request);
    if (!scope) {
      done(null, payload);
      return;
    }
    scope.sending();
    const committed = reply.statusCode >= 400 ? scope.scoped.catch(() => undefined) : scope.scoped;
    committed.then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });

  // A stream's handler returns once the stream is open, ending its scope; its later reads open
  // scopes of their own (board-stream.ts), so no transaction is held between events.
  app.addHook('onRoute', (route) => {
    const declared = route.config?.tenantScope;
    if (declared === 'owner') return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function scopedHandler(this: FastifyInstance, request, reply) {
      const run = (accountId: string) => {
        let sending = () => {};
        const started = new Promise<void>((resolve) => (sending = resolve));
        let handled: Promise<unknown> = Promise.resolve();
        const scoped = scopes.run(accountId, async () => {
          handled = Promise.resolve(handler.call(this, request, reply));
          await Promise.race([handled, started]);
        });
        underWay.set(request, { scoped, sending: () => sending() });
        return scoped.then(() => handled);
      };
      const signedIn = request.tenant?.accountId ?? request.kiosk?.scope.accountId;
      if (signedIn) return run(signedIn);
      if (declared === 'service') return scopes.detached(() => handler.call(this, request, reply));
      if (typeof declared === 'function')
        return Promise.resolve(declared(request)).then((accountId) => run(accountId ?? NO_ACCOUNT));
      return handler.call(this, request, reply);
    };
  });
}
