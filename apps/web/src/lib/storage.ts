/**
 * Local storage that never throws (private mode, quota, disabled storage) and namespaces our keys.
 */
export const STORAGE_KEYS = {
  hadSession: 'scanorder.hadSession',
  currency: 'scanorder.currency',
  dismissedAnnouncement: 'scanorder.dismissedAnnouncement',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Preferences are a convenience; the app works without them.
  }
}
