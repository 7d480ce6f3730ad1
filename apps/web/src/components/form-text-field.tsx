import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useFieldBinding } from './form-field-binding.ts';

type FormTextFieldProps<T extends FieldValues, TOut = T> = UseControllerProps<
  T,
  FieldPath<T>,
  TOut
> &
  Omit<TextFieldProps, 'name' | 'defaultValue' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
    /** A length count ("12/500") shown as the helper text, and kept beside the field's error. */
    counter?: string;
  };

/**
 * A labelled MUI text field bound to react-hook-form; the field's error is its helper text. `TOut`
 * is what the form's resolver turns the values into (a schema's output may differ from its inputs).
 * A `counter` stays in sight while the field is in error, so an owner over a limit sees by how much.
 */
export function FormTextField<T extends FieldValues, TOut = T>(props: FormTextFieldProps<T, TOut>) {
  const {
    name,
    control,
    rules,
    shouldUnregister,
    disabled,
    helperText,
    counter,
    ...textFieldProps
  } = props;
  const { field, bound } = useFieldBinding(
    { name, control, rules, shouldUnregister, disabled },
    counter ?? helperText,
    textFieldProps,
  );
  return (
    <TextField
      {...bound}
      helperText={
        bound.error && counter !== undefined ? (
          <>
            {bound.helperText} ({counter})
          </>
        ) : (
          bound.helperText
        )
      }
      disabled={field.disabled}
      value={field.value ?? ''}
      onChange={field.onChange}
    />
  );
}
