import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface FormDateFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type'
> {
  name: FieldPath<T>;
  control: Control<T, unknown, FieldValues>;
  /** An optional date: an empty input is null in the form. */
  nullable?: boolean;
}

/** A "YYYY-MM-DD" date input (the browser's own date picker). */
export function FormDateField<T extends FieldValues>({
  name,
  control,
  nullable = false,
  helperText,
  slotProps,
  ...textFieldProps
}: FormDateFieldProps<T>) {
  const { t } = useOwnerT();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      type="date"
      margin="normal"
      {...textFieldProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(nullable && event.target.value === '' ? null : event.target.value)
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
      slotProps={{ ...slotProps, inputLabel: { shrink: true, ...slotProps?.inputLabel } }}
    />
  );
}
