import type { Role } from '@scanorder/shared/account/services';

/**
 * Whose data a repository call touches: every repository function takes it first, and a query
 * that leaves it out has `unsafe` in its name. A TenantContext is one.
 */
export interface TenantScope {
  accountId: string;
}

/** Who is asking, for every tenant-scoped service call: the signed-in member of one account. */
export interface TenantContext extends TenantScope {
  userId: string;
  memberId: string;
  role: Role;
  isOwner: boolean;
  email: string;
}

/**
 * The scope of a customer's request: the account named in the URL they scanned. Nobody is signed
 * in, so every query made with it must only reveal what a customer may see.
 */
export function unsafePublicScope(accountId: string): TenantScope {
  return { accountId };
}
