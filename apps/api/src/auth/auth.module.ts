import {
  createAccountsRepository,
  type AccountsRepository,
} from '../modules/accounts/accounts.repository.ts';
import type { Platform } from '../platform.ts';
import { createAuth, type Auth } from './auth.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createSignIns, type SignIns } from './sign-ins.ts';
import { createTenantGuard } from './tenant-guard.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';

/** Who may do what: better-auth, the tenant guard, and the member sign-ins team and profile manage. */
export interface Access {
  auth: Auth;
  /**
   * Built here rather than in the accounts module: sign-up writes the account and its owner, and
   * every guarded request reads the membership, before any module exists.
   */
  accounts: AccountsRepository;
  requireTenant: ReturnType<typeof createTenantGuard>;
  /** The guard's answers per session cookie, dropped by changes (registerSessionInvalidation). */
  sessions: SessionCache;
  signIns: SignIns;
}

export function createAuthModule({ app, config, db, scopes, mailer, secret }: Platform): Access {
  const accounts = createAccountsRepository(db);
  const auth = createAuth({ config, db: scopes.authDb, mailer, accounts, secret });
  registerAuthRoutes(app, auth);
  const sessions = createSessionCache({ ttlMs: config.SESSION_CACHE_TTL_MS });
  return {
    auth,
    accounts,
    sessions,
    requireTenant: createTenantGuard(auth, accounts, sessions),
    signIns: createSignIns(auth),
  };
}
