import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  changePasswordInputSchema,
  type ChangePasswordInput,
} from '@scanorder/shared/profile/change-password';
import { messages } from '@scanorder/shared/validation/messages';
import { withConfirmation } from '../../../lib/confirmation-resolver.ts';

export interface ChangePasswordFormValues {
  email: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const changePasswordResolver = withConfirmation(
  // @hookform/resolvers' zodResolver types the resolver by the schema's input and output, not by our form values.
  zodResolver(changePasswordInputSchema) as unknown as Resolver<
    ChangePasswordFormValues,
    unknown,
    ChangePasswordInput
  >,
  {
    password: 'newPassword',
    confirmation: 'confirmPassword',
    message: messages.passwordsMustMatch,
  },
);
