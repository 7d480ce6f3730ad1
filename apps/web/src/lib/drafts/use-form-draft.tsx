import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DraftPrompt } from '../../components/draft-prompt.tsx';
import { useDraftContext } from './draft-context.ts';
import { draftKeyOf, readDraft, removeDraft, writeDraft, type StoredDraft } from './draft-store.ts';

interface FormDraftOptions<T extends FieldValues> {
  /** Off while the form is not in use (a closed dialog). */
  enabled?: boolean;
  /** Fields never written to the device (passwords, files): they come back as the form's defaults. */
  omit?: readonly (keyof T & string)[];
}

export interface FormDraft {
  /** The "Restore draft / Discard" offer for a draft from an earlier sign-in; null when none. */
  prompt: ReactNode;
  /** After a save: the form's values are on the server, the device forgets them. */
  clear: () => void;
}

type Offer = { draft: StoredDraft; restored: boolean } | null;

/** Equal once every text is trimmed: "" and "\n" are the same, "Dosa " is "Dosa". */
function sameBeyondBlankSpace(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameBeyondBlankSpace(item, b[index]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((name) =>
      sameBeyondBlankSpace(
        (a as Record<string, unknown>)[name],
        (b as Record<string, unknown>)[name],
      ),
    );
  }
  return Object.is(a, b);
}

function withoutFields(values: FieldValues, omit: readonly string[]): FieldValues {
  if (omit.length === 0) return values;
  return Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name)));
}

/**
 * Keeps an owner form's unsaved values on this device, per account, user and form (issue 20), until
 * they are saved or discarded. A sign-out (idle, hidden tab, revoked) leaves them; the form then
 * offers them back. While the form holds unsaved changes, leaving the page asks first (DraftGuard).
 */
export function useFormDraft<T extends FieldValues, TContext = unknown, TOutput = T>(
  form: UseFormReturn<T, TContext, TOutput>,
  formId: string,
  { enabled = true, omit = [] }: FormDraftOptions<T> = {},
): FormDraft {
  const context = useDraftContext();
  const key = context && enabled ? draftKeyOf(context.owner, formId) : null;
  const setDirty = context?.setDirty;
  const live = context?.live;
  const omitKey = omit.join('\n');
  const wasDirty = useRef(false);

  // What the form finds on the device when it opens (again when its key changes): a draft of
  // this sign-in comes back as it was, an older one is offered first.
  const offerOf = (forKey: string | null): Offer => {
    const draft = forKey ? readDraft(forKey) : null;
    return draft ? { draft, restored: live?.has(forKey ?? '') ?? false } : null;
  };
  const [offer, setOffer] = useState<{ key: string | null; offered: Offer }>(() => ({
    key,
    offered: offerOf(key),
  }));
  if (offer.key !== key) setOffer({ key, offered: offerOf(key) });
  const offered = offer.key === key ? offer.offered : null;
  const setOffered = useCallback(
    (next: Offer) => setOffer((current) => ({ ...current, offered: next })),
    [],
  );

  useEffect(() => {
    if (!key || !live?.has(key)) return;
    const stored = readDraft(key);
    if (stored)
      form.reset(
        { ...form.getValues(), ...(stored.values as Partial<T>) },
        { keepDefaultValues: true },
      );
  }, [key, live, form]);

  useEffect(() => {
    if (!key || !live || !setDirty) return;
    const omitted = omitKey ? omitKey.split('\n') : [];
    const unsubscribe = form.subscribe({
      formState: { values: true, isDirty: true },
      // The callback's own isDirty is the form's state now; form.formState is the last render's,
      // so a single change (one click) would be written only with the next one.
      callback: ({ values, isDirty }) => {
        // A change of blank space only (a newline in a description) is nothing to keep or ask about.
        const dirty =
          (isDirty ?? form.formState.isDirty) &&
          !sameBeyondBlankSpace(values, form.formState.defaultValues);
        if (dirty) {
          writeDraft(key, withoutFields(values, omitted));
          live.add(key);
        } else if (wasDirty.current) {
          // Saved (the form was reset to what the server holds) or typed back as it was.
          removeDraft(key);
          live.delete(key);
        }
        if (dirty !== wasDirty.current) setDirty(formId, dirty);
        wasDirty.current = dirty;
      },
    });
    return () => {
      unsubscribe();
      setDirty(formId, false);
    };
  }, [key, live, setDirty, formId, form, omitKey]);

  const clear = useCallback(() => {
    if (!key) return;
    removeDraft(key);
    live?.delete(key);
    setDirty?.(formId, false);
    wasDirty.current = false;
    setOffered(null);
  }, [key, live, setDirty, formId, setOffered]);

  const restore = () => {
    if (!offered) return;
    form.reset(
      { ...form.getValues(), ...(offered.draft.values as Partial<T>) },
      { keepDefaultValues: true },
    );
    if (key) live?.add(key);
    setOffered({ ...offered, restored: true });
    void form.trigger();
  };
  const discard = () => {
    if (offered?.restored) form.reset();
    clear();
  };

  const prompt = offered ? (
    <DraftPrompt
      savedAt={offered.draft.savedAt}
      onRestore={offered.restored ? null : restore}
      onDiscard={discard}
    />
  ) : null;

  return { prompt, clear };
}
