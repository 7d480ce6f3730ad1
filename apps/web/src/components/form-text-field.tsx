import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useFieldBinding } from './form-field-binding.ts';

type FormTextFieldProps<T extends FieldValues, TOut = T> = UseControllerProps<
  T,
  FieldPath<T>,
  TOut
> &
  Omit<TextFieldProps, 'name' | 'defaultValue' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/**
 * A labelled MUI text field bound to react-hook-form; the field's error is its helper text. `TOut`
 * is what the form's resolver turns the values into (a schema's output may differ from its inputs).
 */
export function FormTextField<T extends FieldValues, TOut = T>(props: FormTextFieldProps<T, TOut>) {
  const { name, control, rules, shouldUnregister, disabled, helperText, ...textFieldProps } = props;
  const { field, bound } = useFieldBinding(
    { name, control, rules, shouldUnregister, disabled },
    helperText,
    textFieldProps,
  );
  return (
    <TextField
      {...bound}
      disabled={field.disabled}
      value={field.value ?? ''}
      onChange={field.onChange}
    />
  );
}
