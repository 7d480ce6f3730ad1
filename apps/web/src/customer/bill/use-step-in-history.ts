import { useEffect, useEffectEvent } from 'react';

const STEP = 'scanorder.paymentStep';

const onStepEntry = () =>
  typeof window.history.state === 'object' &&
  window.history.state !== null &&
  STEP in window.history.state;

/**
 * The payment step as a place in the browser's history, as a pay-at-table sheet is: opening it
 * adds an entry (same address), so Back, the phone's back gesture included, closes the step and
 * leaves the guest on the bill with what they chose, instead of leaving the page for the menu. A
 * step closed otherwise (paid, "Change what I pay") takes its entry off again, so the next Back
 * leaves the page as before.
 */
export function useStepInHistory(open: boolean, close: () => void) {
  const onBack = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const state: unknown = window.history.state;
    window.history.pushState({ ...(typeof state === 'object' ? state : {}), [STEP]: true }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      onBack();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && onStepEntry()) window.history.back();
    };
  }, [open]);
}
