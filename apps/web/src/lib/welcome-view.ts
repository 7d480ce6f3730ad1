/**
 * Views of the welcome area (docs/product/screens.md). `/` starts on the view given in navigation state;
 * the value `unAuthorized` means SignIn.
 */
export const WELCOME_VIEWS = [
  'Home',
  'Features',
  'Pricing',
  'SignIn',
  'SignUp',
  'TermsOfService',
  'PrivacyPolicy',
  'Reset',
] as const;
export type WelcomeView = (typeof WELCOME_VIEWS)[number];

export interface WelcomeState {
  view?: WelcomeView | 'unAuthorized';
  /** A success message the sign-in view shows once (e.g. after a password reset). */
  notice?: string;
}

/** Navigation state that opens the sign-in view at `/` (after logout or GOTO HOMEPAGE). */
export const SIGN_IN_STATE: WelcomeState = { view: 'unAuthorized' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function viewOfState(state: unknown): WelcomeView {
  const view = isRecord(state) ? state['view'] : undefined;
  if (view === 'unAuthorized') return 'SignIn';
  return WELCOME_VIEWS.find((known) => known === view) ?? 'Home';
}

export function noticeOfState(state: unknown): string | null {
  const notice = isRecord(state) ? state['notice'] : undefined;
  return typeof notice === 'string' && notice.length > 0 ? notice : null;
}
