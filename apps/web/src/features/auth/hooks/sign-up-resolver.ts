import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { signUpInputSchema, type SignUpInput } from '@scanorder/shared/schemas/auth';
import { messages } from '@scanorder/shared/validation/messages';

/** The form holds an unticked box as `false`; the schema only accepts `true`. */
export type SignUpFormValues = Omit<z.input<typeof signUpInputSchema>, 'agreeToTerms'> & {
  agreeToTerms: boolean;
};

const schemaResolver = zodResolver(signUpInputSchema);

/**
 * The shared sign-up schema, with the terms box checked on its own: zod skips the object-level
 * "Passwords not Matched!" refinement while any field fails a type-level check, and an unticked box
 * is one. Without this the mismatch message would only appear once the box is ticked.
 */
export const signUpResolver: Resolver<SignUpFormValues, unknown, SignUpInput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(
    { ...values, agreeToTerms: true },
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  if (values.agreeToTerms) return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      agreeToTerms: { type: 'invalid_value', message: messages.mustAgreeToTerms },
    },
  };
};
