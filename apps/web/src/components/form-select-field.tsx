import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFieldBinding } from './form-field-binding.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'select' | 'children'
> {
  name: FieldPath<T>;
  control: Control<T, unknown, FieldValues>;
  options: readonly (SelectOption | string)[];
  /** Shown first with an empty value, e.g. "Choose a type". */
  placeholder?: string;
  /** The form holds numbers (e.g. 15 or 30 minutes). */
  numeric?: boolean;
}

/**
 * A native select bound to a form field: every phone shows its own picker, and the label names it
 * for screen readers and tests alike.
 */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  options,
  placeholder,
  numeric = false,
  helperText,
  slotProps,
  ...textFieldProps
}: FormSelectFieldProps<T>) {
  const { field, bound } = useFieldBinding({ name, control }, helperText, textFieldProps);
  const value = field.value as string | number | null | undefined;
  return (
    <TextField
      select
      {...bound}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => {
        const raw = event.target.value;
        field.onChange(numeric && raw !== '' ? Number(raw) : raw);
      }}
      slotProps={{
        ...slotProps,
        select: { native: true, ...slotProps?.select },
        inputLabel: { shrink: true, ...slotProps?.inputLabel },
      }}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => {
        const { value: optionValue, label } =
          typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={optionValue} value={optionValue}>
            {label}
          </option>
        );
      })}
    </TextField>
  );
}
