import { readStored, removeStored, writeStored } from '../lib/storage.ts';
import type { CustomerValues } from './checkout-form.ts';

/**
 * The guest's details, kept on this device after an order so the next checkout is filled in
 * (issue 22). One key for the device, not per business: the same guest at the next table. Only
 * this browser's local storage holds it; "Forget me" removes it.
 */
export const REMEMBERED_DETAILS_KEY = 'scanorder.guest-details';

export function readRememberedDetails(): Partial<CustomerValues> | null {
  const stored = readStored<Partial<CustomerValues>>(REMEMBERED_DETAILS_KEY);
  if (!stored || typeof stored !== 'object') return null;
  const kept = Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  return Object.keys(kept).length > 0 ? kept : null;
}

/** Adds what was just sent to what is remembered (a dine-in first name keeps an earlier email). */
export function rememberDetails(sent: Readonly<Record<string, unknown>>): void {
  const given = Object.fromEntries(
    Object.entries(sent).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  if (Object.keys(given).length === 0) return;
  writeStored(REMEMBERED_DETAILS_KEY, { ...readRememberedDetails(), ...given });
}

export function forgetDetails(): void {
  removeStored(REMEMBERED_DETAILS_KEY);
}
