/**
 * Runs `run` once the page is idle, and at the latest after 2 s; where the browser has no idle
 * callbacks (Safari), a frame later. `run` gets how many milliseconds it may still take before it
 * should yield. Returns a canceller.
 */
export function whenIdle(run: (budget: () => number) => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback((deadline) => run(() => deadline.timeRemaining()), {
      timeout: 2_000,
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
