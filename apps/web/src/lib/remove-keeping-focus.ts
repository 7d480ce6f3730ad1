import { flushSync } from 'react-dom';

/** The remove controls of a list's rows carry this attribute. */
export const REMOVE_CONTROL = { 'data-remove-control': '' } as const;

/**
 * Removes a row of a list and gives the keyboard the remove control of the row that took its
 * place, the one before it when it was the last, or `fallback` when none is left (the list's Add):
 * the pressed control went with its row, and the focus fell to the page body.
 */
export function removeKeepingFocus(
  pressed: HTMLElement,
  list: string,
  index: number,
  remove: () => void,
  fallback: () => HTMLElement | null | undefined,
) {
  const container = pressed.closest(list);
  flushSync(remove);
  const controls = [
    ...(container?.querySelectorAll<HTMLElement>(
      '[data-remove-control]:not([disabled]):not([aria-disabled="true"])',
    ) ?? []),
  ];
  (controls[Math.min(index, controls.length - 1)] ?? fallback())?.focus();
}
