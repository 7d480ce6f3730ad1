import { z } from 'zod';
import { emailField, passwordField, textField } from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';
import { SERVICE_NAMES } from '../account/services.ts';

export const signUpInputSchema = z
  .object({
    firstName: textField('First name', 2, 100),
    lastName: textField('Last name', 2, 100),
    serviceName: z.enum(SERVICE_NAMES, { error: messages.required('Service name') }),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().min(1, messages.required('Reenter password')),
    agreeToTerms: z.literal(true, { error: messages.mustAgreeToTerms }),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: messages.passwordsNotMatched,
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  identifier: z
    .string({ error: messages.required('Email or user name') })
    .trim()
    .min(1, messages.required('Email or user name'))
    .max(254, messages.tooLong('Email or user name', 254)),
  password: z.string().min(1, messages.required('Password')),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const resetRequestInputSchema = z.object({ email: emailField });
export type ResetRequestInput = z.infer<typeof resetRequestInputSchema>;

export const newPasswordInputSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string().min(1, messages.required('Reenter password')),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: messages.passwordsNotMatched,
    path: ['confirmPassword'],
  });
export type NewPasswordInput = z.infer<typeof newPasswordInputSchema>;

/**
 * Spec 01 section 5: a sign-in name that is not an email is a team member's user name; it gets the
 * product's member domain suffix, lower-cased. Emails are lower-cased.
 */
export function toSignInEmail(identifier: string, memberEmailDomain: string): string {
  const value = identifier.trim().toLowerCase();
  return value.includes('@') ? value : `${value}@${memberEmailDomain.toLowerCase()}`;
}
