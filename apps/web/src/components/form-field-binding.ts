import type { ReactNode } from 'react';
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

/**
 * What every form field (text, number, select) takes from its react-hook-form field: name, blur,
 * focus on error, and the error, translated, as its helper text in place of the usual one. `bound`
 * is the TextField's props: full width with the normal margin unless the caller's `props` say
 * otherwise, then the field's own.
 */
export function useFieldBinding<T extends FieldValues, P extends object, TOut = T>(
  controller: UseControllerProps<T, FieldPath<T>, TOut>,
  helperText: ReactNode,
  props: P,
) {
  const { field, fieldState } = useController(controller);
  const { t } = useOwnerT();
  const { message } = fieldState.error ?? {};
  return {
    field,
    bound: {
      fullWidth: true,
      margin: 'normal' as const,
      ...props,
      name: field.name,
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: fieldState.error !== undefined,
      helperText: message ? t(message) : helperText,
    },
  };
}
