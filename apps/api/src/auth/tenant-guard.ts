import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@scanorder/shared/errors/app-error';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import type { Auth } from './auth.ts';
import { toFetchHeaders } from './auth.routes.ts';
import type { AccountsRepository } from '../modules/accounts/accounts.repository.ts';
import type { TenantContext } from '../tenancy/tenant.ts';
import { sessionKeyOf, type SessionCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantContext | null;
  }
}

/**
 * The request's better-auth session, passing on a renewed cookie when better-auth slid the expiry;
 * no session is a 401. What the signed-in user may then do is each guard's own question.
 */
export async function signedInSession(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const { headers, response } = await auth.api.getSession({
    headers: toFetchHeaders(request),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response)
    throw new AppError('UNAUTHENTICATED', 'Session is Expired!. Please Login back. Thanks.');
  return response;
}

/**
 * Reads the session cookie (renewing it quietly when better-auth slides the expiry), loads the
 * membership and puts the tenant context on the request. A session checked within the cache's TTL
 * is answered from it; a role change, revocation or sign-out drops it at once (session-cache.ts).
 */
export function createTenantGuard(
  auth: Auth,
  accounts: AccountsRepository,
  sessions: SessionCache,
) {
  return async function requireTenant(request: FastifyRequest, reply: FastifyReply) {
    const key = sessionKeyOf(request);
    const cached = key && sessions.get(key);
    if (cached) {
      request.tenant = cached;
      return;
    }
    const response = await signedInSession(auth, request, reply);
    const member = await accounts.unsafeFindMemberByUserId(response.user.id);
    if (!member) throw new AppError('FORBIDDEN', authMessages.notAuthorizedMember);
    if (member.status === 'revoked') throw new AppError('FORBIDDEN', authMessages.memberRevoked);
    // The account's idle timeout, enforced here too: the browser's timer alone is a courtesy any
    // script ignores. Every signed-in request counts as activity, so the orders board (exempt in
    // the browser) keeps its session alive by the requests it makes.
    const activity = await accounts.touchSession(member, response.session.id);
    if (
      activity?.lastActiveAt &&
      Date.now() - activity.lastActiveAt.getTime() > activity.idleMinutes * 60_000
    ) {
      await (await auth.$context).internalAdapter.deleteSession(response.session.token);
      throw new AppError('SESSION_EXPIRED', 'Session is Expired!. Please Login back. Thanks.');
    }
    request.tenant = {
      accountId: member.accountId,
      userId: response.user.id,
      memberId: member.id,
      role: member.role,
      isOwner: member.isOwner,
      email: response.user.email,
    };
    if (key && activity)
      sessions.set(key, {
        tenant: request.tenant,
        expiresAt: new Date(response.session.expiresAt).getTime(),
        lastActiveAt: activity.lastActiveAt?.getTime() ?? null,
        idleMinutes: activity.idleMinutes,
      });
  };
}

export function registerTenantDecorator(app: FastifyInstance) {
  app.decorateRequest('tenant', null);
}

/** The tenant of a request that passed `requireTenant`. */
export function tenantOf(request: FastifyRequest): TenantContext {
  if (!request.tenant)
    throw new AppError('UNAUTHENTICATED', 'Session is Expired!. Please Login back. Thanks.');
  return request.tenant;
}
