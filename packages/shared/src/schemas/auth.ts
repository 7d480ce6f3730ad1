import { z } from 'zod';
import {
  emailField,
  passwordField,
  reenterPasswordField,
  requiredText,
  textField,
} from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';
import { SERVICE_NAMES } from '../account/services.ts';

/**
 * "Passwords not Matched!" shows as soon as both passwords are typed, even while another field (an
 * unticked terms box, say) is still invalid: zod would otherwise skip object-level checks then.
 */
const passwordsMatch = {
  message: messages.passwordsNotMatched,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
  },
};

export const signUpInputSchema = z
  .object({
    firstName: textField('First name', 2, 100),
    lastName: textField('Last name', 2, 100),
    serviceName: z.enum(SERVICE_NAMES, { error: messages.required('Service name') }),
    email: emailField,
    password: passwordField,
    confirmPassword: reenterPasswordField,
    agreeToTerms: z.literal(true, { error: messages.mustAgreeToTerms }),
  })
  .refine((input) => input.password === input.confirmPassword, passwordsMatch);
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/**
 * What the sign-up request carries about the terms: the box was ticked, and which version of the
 * Terms of Service and Privacy Policy the form showed (their "last updated" date). The server
 * refuses a sign-up without them and records both with the time.
 */
export const termsAcceptanceSchema = z.object({
  agreeToTerms: z.literal(true, { error: messages.mustAgreeToTerms }),
  termsVersion: z
    .string({ error: messages.mustAgreeToTerms })
    .trim()
    .min(1, messages.mustAgreeToTerms)
    .max(40, messages.tooLong('Terms version', 40)),
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;

export const signInInputSchema = z.object({
  identifier: requiredText('Email or user name').max(
    254,
    messages.tooLong('Email or user name', 254),
  ),
  password: z
    .string({ error: messages.required('Password') })
    .min(1, messages.required('Password')),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const resetRequestInputSchema = z.object({ email: emailField });
export type ResetRequestInput = z.infer<typeof resetRequestInputSchema>;

export const newPasswordInputSchema = z
  .object({
    password: passwordField,
    confirmPassword: reenterPasswordField,
  })
  .refine((input) => input.password === input.confirmPassword, passwordsMatch);
export type NewPasswordInput = z.infer<typeof newPasswordInputSchema>;

/**
 * docs/product/fields.md: a sign-in name that is not an email is a team member's user name; it gets the
 * product's member domain suffix, lower-cased. Emails are lower-cased.
 */
export function toSignInEmail(identifier: string, memberEmailDomain: string): string {
  const value = identifier.trim().toLowerCase();
  return value.includes('@') ? value : `${value}@${memberEmailDomain.toLowerCase()}`;
}
