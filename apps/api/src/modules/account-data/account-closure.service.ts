import { AppError } from '@scanorder/shared/errors/app-error';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import {
  ACCOUNT_CLOSURE_GRACE_DAYS,
  closureMessages,
  confirmsClosure,
  type AccountClosure,
  type AccountClosureRequest,
} from '@scanorder/shared/account/closure';
import { assertCan } from '../../auth/roles.ts';
import type { SignIns } from '../../auth/sign-ins.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accountClosureMail, closureDayOf } from '../../mail/templates.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { TenantContext, TenantScope } from '../../tenancy/tenant.ts';
import type { TenantScopes } from '../../tenancy/tenant-scope.ts';
import type { AccountClosureRepository, ClosureRow } from './account-closure.repository.ts';

const DAY_MS = 86_400_000;

function stateOf(row: ClosureRow | undefined): AccountClosure {
  return {
    requestedAt: row?.closureRequestedAt?.toISOString() ?? null,
    closesAt: row?.closesAt?.toISOString() ?? null,
  };
}

/**
 * Closing an account (docs/product/retention.md, ADR 032): an admin asks, with a typed
 * confirmation and their password; the account keeps working for the grace period, when the
 * admin can still export and cancel; then `eraseDue` erases its personal data.
 */
export function createAccountClosureService(deps: {
  repository: AccountClosureRepository;
  signIns: SignIns;
  mailer: Mailer;
  storage: FileStorage;
  publicUrl: string;
  /** The sweep finds due accounts as the owner, then erases each in its own scope. */
  scopes: Pick<TenantScopes, 'run' | 'unsafeAsOwner'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;
  const closedListeners: ((accountId: string) => void)[] = [];

  return {
    /** Called after each erasure (the storefront drops its cached menus of the account). */
    onClosed(listener: (accountId: string) => void): void {
      closedListeners.push(listener);
    },

    async get(ctx: TenantContext): Promise<AccountClosure> {
      assertCan(ctx, 'account.close');
      return stateOf(await repository.find(ctx));
    },

    async request(ctx: TenantContext, input: AccountClosureRequest): Promise<AccountClosure> {
      assertCan(ctx, 'account.close');
      const owner = await repository.ownerContact(ctx);
      if (!confirmsClosure(input.confirmation, owner.email))
        throw new AppError(
          'VALIDATION_FAILED',
          closureMessages.confirmationRequired,
          'confirmation',
        );
      if (!(await deps.signIns.verifyPassword(ctx.userId, input.password)))
        throw new AppError('VALIDATION_FAILED', authMessages.incorrectPassword, 'password');
      const requestedAt = now();
      const closesAt = new Date(requestedAt.getTime() + ACCOUNT_CLOSURE_GRACE_DAYS * DAY_MS);
      if (!(await repository.request(ctx, requestedAt, closesAt)))
        throw new AppError('CONFLICT', closureMessages.alreadyRequested);
      await deps.mailer.send(
        accountClosureMail(
          owner.email,
          owner.firstName || 'there',
          closureDayOf(closesAt, owner.language),
          `${deps.publicUrl}/`,
          owner.language,
        ),
      );
      return stateOf(await repository.find(ctx));
    },

    async cancel(ctx: TenantContext): Promise<AccountClosure> {
      assertCan(ctx, 'account.close');
      if (!(await repository.cancel(ctx, now())))
        throw new AppError('NOT_FOUND', closureMessages.notRequested);
      return stateOf(await repository.find(ctx));
    },

    /**
     * One sweep of the daily job: erases every account past its grace period, then deletes its
     * uploaded files (after the commit, so a failed erasure never loses a file it still names).
     */
    async eraseDue(at: Date = now()): Promise<number> {
      let erased = 0;
      const due = await deps.scopes.unsafeAsOwner('account closure sweep', () =>
        repository.unsafeDueForClosure(at, 100),
      );
      for (const accountId of due) {
        const scope: TenantScope = { accountId };
        const files = await deps.scopes.unsafeAsOwner('account closure sweep', () =>
          deps.scopes.run(accountId, () => repository.erase(scope, at)),
        );
        if (!files) continue;
        const keys = [...files.storageKeys];
        const picturePrefix = deps.storage.urlOf(`${accountId}/profile/`);
        for (const picture of files.pictures)
          if (picture.startsWith(picturePrefix))
            keys.push(`${accountId}/profile/${picture.slice(picturePrefix.length)}`);
        for (const key of keys) await deps.storage.delete(key);
        for (const listener of closedListeners) listener(accountId);
        erased += 1;
      }
      return erased;
    },
  };
}

export type AccountClosureService = ReturnType<typeof createAccountClosureService>;
