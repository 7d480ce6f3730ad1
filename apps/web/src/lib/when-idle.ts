/**
 * Runs `run` once the page is idle, and at the latest after `timeout` ms: where the browser has no
 * idle callbacks (Safari), soon after. `run` gets the milliseconds it may take before it should
 * yield. Returns a canceller.
 */
export function whenIdle(run: (budget: () => number) => void, timeout = 2_000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback((deadline) => run(() => deadline.timeRemaining()), {
      timeout,
    });
    return () => window.cancelIdleCallback(handle);
  }
  // A frame later, with half a frame to work in.
  const timer = setTimeout(() => {
    const end = performance.now() + 8;
    run(() => end - performance.now());
  }, 16);
  return () => clearTimeout(timer);
}
