/** Reloads the page into the app's new version (its own module, so tests can watch for it). */
export function reloadPage(): void {
  window.location.reload();
}
