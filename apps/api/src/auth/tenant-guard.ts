import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@scanorder/shared/errors/app-error';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import type { Auth } from './auth.ts';
import { toFetchHeaders } from './auth.routes.ts';
import type { AccountsRepository } from '../modules/accounts/accounts.repository.ts';
import type { TenantContext } from '../tenancy/tenant.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantContext | null;
  }
}

/**
 * Reads the session cookie (renewing it quietly when better-auth slides the expiry), loads the
 * membership fresh on every request (so a role change or revocation takes effect at once) and puts
 * the tenant context on the request.
 */
export function createTenantGuard(auth: Auth, accounts: AccountsRepository) {
  return async function requireTenant(request: FastifyRequest, reply: FastifyReply) {
    const { headers, response } = await auth.api.getSession({
      headers: toFetchHeaders(request),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response)
      throw new AppError('UNAUTHENTICATED', 'Session is Expired!. Please Login back. Thanks.');
    const member = await accounts.unsafeFindMemberByUserId(response.user.id);
    if (!member) throw new AppError('FORBIDDEN', authMessages.notAuthorizedMember);
    if (member.status === 'revoked') throw new AppError('FORBIDDEN', authMessages.memberRevoked);
    request.tenant = {
      accountId: member.accountId,
      userId: response.user.id,
      memberId: member.id,
      role: member.role,
      isOwner: member.isOwner,
      email: response.user.email,
    };
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
