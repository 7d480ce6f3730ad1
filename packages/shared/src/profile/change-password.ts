import { z } from 'zod';
import { isStrongChangedPassword } from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';

export const passwordChangedMessage =
  'You will be logged out!. Please log back using new password.';

/**
 * Update Password (docs/product/fields.md): email required and valid, the old password has no rule,
 * the new one follows the change rule (sign-up rule plus a lowercase letter), confirm must equal.
 */
export const changePasswordInputSchema = z
  .object({
    email: z
      .string({ error: messages.passwordChangeEmailRequired })
      .trim()
      .min(1, messages.passwordChangeEmailRequired)
      .pipe(z.email(messages.passwordChangeEmailInvalid))
      .transform((value) => value.toLowerCase()),
    oldPassword: z
      .string({ error: messages.required('Old password') })
      .min(1, messages.required('Old password'))
      .max(128, messages.tooLong('Old password', 128)),
    newPassword: z
      .string({ error: messages.newPasswordRequired })
      .min(1, messages.newPasswordRequired)
      .max(128, messages.tooLong('Password', 128))
      .refine(isStrongChangedPassword, messages.password),
    confirmPassword: z.string({ error: messages.passwordsMustMatch }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: messages.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const changePasswordResultSchema = z.object({ message: z.literal(passwordChangedMessage) });
