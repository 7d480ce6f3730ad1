/** The current history entry's state as an object (another script may have left anything there). */
export function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** Takes a mark off the current entry (a step a reload does not show again). */
export function dropHistoryMark(key: string): void {
  if (!(key in historyState())) return;
  const { [key]: _dropped, ...rest } = historyState();
  window.history.replaceState(rest, '');
}
