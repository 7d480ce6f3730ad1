import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldValues, type UseControllerProps } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = UseControllerProps<T> &
  Omit<TextFieldProps, 'name' | 'defaultValue' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A labelled MUI text field bound to react-hook-form; the field's error is its helper text. */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { name, control, rules, shouldUnregister, disabled, helperText, ...textFieldProps } = props;
  const { field, fieldState } = useController({ name, control, rules, shouldUnregister, disabled });
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
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
