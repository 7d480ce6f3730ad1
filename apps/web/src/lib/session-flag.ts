import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * The session cookie is httpOnly, so the page cannot see it. This flag remembers that this browser
 * signed in, so a later 401 reads as "session expired" rather than "never signed in".
 */
export function markSignedIn() {
  writeStorage(STORAGE_KEYS.hadSession, '1');
}

export function clearSessionFlag() {
  writeStorage(STORAGE_KEYS.hadSession, null);
}

export function hadSession(): boolean {
  return readStorage(STORAGE_KEYS.hadSession) === '1';
}
