import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

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
  const { field, fieldState } = useController({ name, control, rules, shouldUnregister, disabled });
  const { t } = useOwnerT();
  const { ref, value, ...fieldProps } = field;
  return (
    <TextField
      fullWidth
      margin="normal"
      {...textFieldProps}
      {...fieldProps}
      value={value ?? ''}
      inputRef={ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
    />
  );
}
