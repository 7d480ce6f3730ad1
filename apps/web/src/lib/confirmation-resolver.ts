import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/**
 * Wraps a schema resolver so that a confirmation field shows its mismatch message as soon as the
 * two passwords differ. zod runs an object-level refinement (the shared schemas' "must match")
 * only once every field passes, so without this the mismatch would stay hidden while, say, the
 * password itself still breaks the rule.
 */
export function withConfirmation<T extends FieldValues, TOut>(
  resolver: Resolver<T, unknown, TOut>,
  fields: { password: Path<T>; confirmation: Path<T>; message: string },
): Resolver<T, unknown, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const password: unknown = values[fields.password];
    const confirmation: unknown = values[fields.confirmation];
    if (password === confirmation || result.errors[fields.confirmation]) return result;
    const errors = {
      ...result.errors,
      [fields.confirmation]: { type: 'custom', message: fields.message },
    } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
