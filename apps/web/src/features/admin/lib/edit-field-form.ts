import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  editFieldInputSchema,
  parseFieldValue,
  type EditFieldInput,
  type FieldType,
} from '@scanorder/shared/admin/data-editor';

export interface EditFieldFormValues {
  key: string;
  value: string;
  type: FieldType;
  delete: boolean;
}

export const EMPTY_EDIT: EditFieldFormValues = {
  key: '',
  value: '',
  type: 'string',
  delete: false,
};

// @hookform/resolvers' zodResolver types the resolver by the schema's input and output, not by our form values.
const schemaResolver = zodResolver(editFieldInputSchema) as unknown as Resolver<
  EditFieldFormValues,
  unknown,
  EditFieldInput
>;

/**
 * The shared schema, plus the value checked against its type the way the server will read it
 * (number, JSON array), so a typo shows at once instead of after a round trip. Deleting a field
 * ignores the value.
 */
export const editFieldResolver: Resolver<EditFieldFormValues, unknown, EditFieldInput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (values.delete) return result;
  const parsed = parseFieldValue(values.type, values.value);
  if (parsed.ok) return result;
  const errors = {
    ...result.errors,
    value: { type: 'custom', message: parsed.message },
  } as FieldErrors<EditFieldFormValues>;
  return { values: {}, errors };
};
