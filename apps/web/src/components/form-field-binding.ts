import { useState, type ReactNode } from 'react';
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
  // formState is fresh whenever the field's error changes, as a submit's does.
  const { field, fieldState, formState } = useController(controller);
  const { t } = useOwnerT();
  // A field that starts empty (a row just added, a form not begun) keeps quiet until the owner
  // types in it, leaves it or submits: a new closure's Reason does not say "required" before the
  // owner reached it. A field that starts with a value reports as it always did.
  const [startedEmpty] = useState(() => isEmpty(field.value));
  const [typed, setTyped] = useState(false);
  const reached =
    !startedEmpty ||
    typed ||
    !isEmpty(field.value) ||
    fieldState.isTouched ||
    formState.isSubmitted;
  // Read whether shown or not: reading it is what subscribes the field to its error.
  const { error: fieldError } = fieldState;
  const error = reached ? fieldError : undefined;
  const { message } = error ?? {};
  return {
    field: {
      ...field,
      onChange: (eventOrValue: unknown) => {
        setTyped(true);
        field.onChange(eventOrValue);
      },
    },
    bound: {
      fullWidth: true,
      margin: 'normal' as const,
      ...props,
      name: field.name,
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: error !== undefined,
      helperText: message ? t(message) : helperText,
    },
  };
}

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;
