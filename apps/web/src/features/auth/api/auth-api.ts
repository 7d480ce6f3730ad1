import { toSignInEmail, type SignUpInput } from '@scanorder/shared/schemas/auth';
import type { OwnerLanguage } from '@scanorder/shared/account/owner-language';
import { apiPost } from '../../../api/client.ts';
import { legalFacts } from '../../../lib/legal-facts.ts';

/** Where the emailed verification link lands after the API has verified the address. */
export const VERIFY_CALLBACK_URL = '/signin?verified=1';
/** Where the emailed reset link lands (with `?token=` or `?error=`). */
export const RESET_REDIRECT_URL = '/reset/new-password';

export function signUp(input: SignUpInput, language: OwnerLanguage) {
  return apiPost('/api/auth/sign-up/email', {
    email: input.email,
    password: input.password,
    name: `${input.firstName} ${input.lastName}`,
    firstName: input.firstName,
    lastName: input.lastName,
    serviceName: input.serviceName,
    agreeToTerms: input.agreeToTerms,
    // The version the form linked to: the server records it with the time of the agreement.
    termsVersion: legalFacts.lastUpdated,
    language,
    callbackURL: VERIFY_CALLBACK_URL,
  });
}

/**
 * The sign-in email of an identifier: a user name gets the member domain the server is configured
 * with (docs/product/fields.md); an email needs no domain, so it costs no request.
 */
export async function signInEmailOf(identifier: string, memberEmailDomain: () => Promise<string>) {
  const domain = identifier.includes('@') ? '' : await memberEmailDomain();
  return toSignInEmail(identifier, domain);
}

export async function signIn(
  identifier: string,
  password: string,
  memberEmailDomain: () => Promise<string>,
) {
  const email = await signInEmailOf(identifier, memberEmailDomain);
  return apiPost('/api/auth/sign-in/email', { email, password });
}

export function sendVerificationEmail(email: string) {
  return apiPost('/api/auth/send-verification-email', { email, callbackURL: VERIFY_CALLBACK_URL });
}

export function requestPasswordReset(email: string) {
  return apiPost('/api/auth/request-password-reset', { email, redirectTo: RESET_REDIRECT_URL });
}

export function resetPassword(newPassword: string, token: string) {
  return apiPost('/api/auth/reset-password', { newPassword, token });
}
