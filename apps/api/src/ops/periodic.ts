/**
 * Runs `round` one at a time: first `firstRunMs` after start, then every `intervalMs`, and
 * whenever `run()` is called. A round asked for while one is under way is skipped. `stop()` ends
 * the timers and waits for the round under way, so nothing it uses is closed under it. `round`
 * handles its own failures. The server's background jobs (retention, payment recovery, the
 * embedded database's upkeep) each run on one.
 */
export function startPeriodic(
  round: () => Promise<unknown>,
  { intervalMs, firstRunMs = intervalMs }: { intervalMs: number; firstRunMs?: number },
): { run: () => void; stop: () => Promise<void> } {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= round().finally(() => {
      running = undefined;
    });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, intervalMs);
    interval.unref();
  }, firstRunMs);
  first.unref();
  return {
    run,
    stop: async () => {
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
