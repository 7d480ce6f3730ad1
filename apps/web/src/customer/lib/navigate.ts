/** Full page navigation (the order page is rendered by the server). A module, so tests can stub it. */
export function navigateTo(path: string): void {
  window.location.assign(path);
}
