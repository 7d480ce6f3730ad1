import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { signUpInputSchema, type SignUpInput } from '@scanorder/shared/schemas/auth';

/** The form holds an unticked box as `false`; the schema only accepts `true` (with the spec's message). */
export type SignUpFormValues = Omit<z.input<typeof signUpInputSchema>, 'agreeToTerms'> & {
  agreeToTerms: boolean;
};

// @hookform/resolvers' zodResolver types the resolver by the schema's input and output, not by our form values.
export const signUpResolver = zodResolver(signUpInputSchema) as unknown as Resolver<
  SignUpFormValues,
  unknown,
  SignUpInput
>;
