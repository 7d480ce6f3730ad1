import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useBlocker, type Location } from 'react-router';
import { DraftContext, type DraftContextValue } from '../lib/drafts/draft-context.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

interface DraftGuardProps {
  /**
   * The signed-in account's id (its pages are where a move can leave a form behind) and user;
   * null while they load, when forms keep no draft yet.
   */
  accountId: string | null;
  userId: string | null;
  children: ReactNode;
}

const moved = (from: Location, to: Location) =>
  from.pathname !== to.pathname || from.search !== to.search;

/**
 * The signed-in area's one guard over unsaved forms (issue 20): moving to another tab or page of
 * the account asks first, and so does closing or reloading the browser tab. A sign-out (idle,
 * hidden tab, revoked) is not asked about: it leaves the account area and the drafts stay on the
 * device, offered again at the next sign-in.
 */
export function DraftGuard({ accountId, userId, children }: DraftGuardProps) {
  const { t } = useOwnerT();
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const [live] = useState(() => new Set<string>());
  const dirty = dirtyForms.size > 0;

  const setDirty = useCallback((formId: string, isDirty: boolean) => {
    setDirtyForms((current) => {
      if (current.has(formId) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(formId);
      else next.delete(formId);
      return next;
    });
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      accountId !== null &&
      moved(currentLocation, nextLocation) &&
      nextLocation.pathname.startsWith(`/${accountId}`),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const value = useMemo<DraftContextValue | null>(
    () => (accountId && userId ? { owner: `${accountId}.${userId}`, live, setDirty } : null),
    [accountId, userId, live, setDirty],
  );

  return (
    <DraftContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('Leave with unsaved changes?')}
        confirmLabel={t('Leave')}
        cancelLabel={t('Stay')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {t(
          'You have changes that are not saved yet. They stay as a draft on this device and come back when you return to the form.',
        )}
      </ConfirmDialog>
    </DraftContext.Provider>
  );
}
