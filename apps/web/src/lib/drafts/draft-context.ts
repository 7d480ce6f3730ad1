import { createContext, useContext } from 'react';

/** What the signed-in area gives every form that keeps a draft. */
export interface DraftContextValue {
  /** Whose drafts these are: the account and the signed-in user. */
  owner: string;
  /**
   * Keys of drafts typed since this sign-in. Coming back to their form (another tab, a dialog
   * opened again) restores them without asking; drafts from an earlier sign-in are offered first.
   */
  live: Set<string>;
  /** A form tells whether it holds unsaved changes, so leaving the page asks first. */
  setDirty: (formId: string, dirty: boolean) => void;
}

export const DraftContext = createContext<DraftContextValue | null>(null);

/** Null outside the signed-in area (and in component tests without it): forms keep no draft. */
export function useDraftContext(): DraftContextValue | null {
  return useContext(DraftContext);
}
