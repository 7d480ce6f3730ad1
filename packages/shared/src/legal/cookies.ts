/**
 * Every cookie the server sets, as the Privacy Policy lists them (docs/product/screens.md: essential
 * session, acceptance and functionality). Over https a name carries the `__Secure-` prefix. The
 * API suite checks that no cookie outside this list is ever set, so the policy stays true.
 */
export const SERVER_COOKIES = [
  {
    name: 'scanorder.session_token',
    purpose:
      'keeps an owner or team member signed in and protects the account (7 days, renewed while in use)',
  },
  {
    name: 'scanorder.customer',
    purpose:
      "a random id for a guest's browser, so the cart and the guest's recent orders come back; no account is made (1 year)",
  },
  {
    name: 'scanorder.kiosk',
    purpose: "keeps one branch's orders board open on a shared device after its staff PIN (7 days)",
  },
  {
    name: 'scanorder.kiosk-device',
    purpose:
      "remembers a device that opened a branch's board with its staff PIN, so wrong guesses from elsewhere cannot lock it out (1 year)",
  },
  {
    name: 'scanorder.language',
    purpose:
      'the language a guest chose on a menu or order page, so the next page is shown in it (1 year)',
  },
] as const;

/** A cookie name without the `__Secure-` prefix https adds. */
export const baseCookieName = (name: string) => name.replace(/^__Secure-/, '');
