import { readStorage, writeStorage } from '../storage.ts';

const PREFIX = 'scanorder.draft.';

/** A form's unsaved values as kept on this device, with when they were last typed. */
export interface StoredDraft {
  values: unknown;
  savedAt: string;
}

/** One key per signed-in user of an account and per form: a shared device keeps drafts apart. */
export function draftKeyOf(owner: string, formId: string): string {
  return `${PREFIX}${owner}.${formId}`;
}

export function readDraft(key: string): StoredDraft | null {
  const text = readStorage(key);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'values' in parsed &&
      'savedAt' in parsed &&
      typeof parsed.savedAt === 'string'
    )
      return { values: parsed.values, savedAt: parsed.savedAt };
  } catch {
    // A draft another version of the app wrote, or a damaged one: nothing to restore.
  }
  return null;
}

export function writeDraft(key: string, values: unknown, at: Date = new Date()) {
  writeStorage(key, JSON.stringify({ values, savedAt: at.toISOString() }));
}

export function removeDraft(key: string) {
  writeStorage(key, null);
}
