/**
 * Sends the browser to a page outside the single-page app: Stripe's checkout, portal and
 * onboarding, or the built-in provider's server-made links. Its own module so tests can stand in.
 */
export function leaveAppFor(url: string) {
  window.location.assign(url);
}
