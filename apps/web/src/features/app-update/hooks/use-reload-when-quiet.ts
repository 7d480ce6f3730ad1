import { useEffect } from 'react';

/** A kiosk reloads into a new version only after this long without a touch, click or key. */
export const QUIET_AFTER_MS = 2 * 60_000;
/** How often a waiting kiosk looks whether it is quiet yet. */
export const QUIET_POLL_MS = 30_000;

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** Something is open on the page: a dialog, a menu or list, or a text field holding typed text. */
function somethingOpen(): boolean {
  if (
    document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')
  )
    return true;
  const active = document.activeElement;
  return (
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
    active.value !== ''
  );
}

/**
 * Kiosk mode (decision 053): a shared device nobody signs in to, often with nobody watching its
 * screen, so a waiting new version is applied by itself, but only at a quiet moment: no touch,
 * click or key for two minutes (a board move's ten-second recall is long over) and nothing open
 * (a dialog, a menu, a typed PIN). Anything else waits for the next look, 30 seconds later.
 */
export function useReloadWhenQuiet(enabled: boolean, reload: () => void | Promise<void>) {
  useEffect(() => {
    if (!enabled) return;
    let lastInput = Date.now();
    const onInput = () => {
      lastInput = Date.now();
    };
    for (const type of INPUT_EVENTS)
      window.addEventListener(type, onInput, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - lastInput < QUIET_AFTER_MS || somethingOpen()) return;
      window.clearInterval(timer);
      void reload();
    }, QUIET_POLL_MS);
    return () => {
      window.clearInterval(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [enabled, reload]);
}
