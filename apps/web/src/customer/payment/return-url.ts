/**
 * A payment confirmed away from the page (a bank's page, a wallet that redirects) comes back to
 * the order page with our payment's id, and the page reads where it stands from the server.
 */
const PAYMENT_PARAM = 'payment';
/** What Stripe adds to the return address; nothing the page needs once it has read the payment. */
const STRIPE_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/** The order page as it is now, naming the payment to check on return. */
export function returnUrlFor(paymentId: string, href = window.location.href): string {
  const url = new URL(href);
  url.hash = '';
  url.searchParams.set(PAYMENT_PARAM, paymentId);
  return url.toString();
}

/** The payment the page came back for, if it did. */
export function returnedPaymentId(search = window.location.search): string | null {
  return new URLSearchParams(search).get(PAYMENT_PARAM);
}

/** Drops the return's parameters from the address, so a reload or a shared link is the plain page. */
export function forgetReturn(): void {
  const url = new URL(window.location.href);
  const params = [PAYMENT_PARAM, ...STRIPE_PARAMS].filter((name) => url.searchParams.has(name));
  if (params.length === 0) return;
  for (const name of params) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.toString());
}
