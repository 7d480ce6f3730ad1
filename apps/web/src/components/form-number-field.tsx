import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { typedNumber } from '../lib/typed-number.ts';
import { useFieldBinding } from './form-field-binding.ts';

interface FormNumberFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'type'
> {
  name: FieldPath<T>;
  control: Control<T, unknown, FieldValues>;
  /**
   * Money: the owner types major units ("12.50") while the form holds integer minor units (1250),
   * so the shared schema's minor-unit ranges and major-unit messages apply unchanged.
   */
  money?: boolean;
}

const MINOR_PER_MAJOR = 100;

/**
 * An empty input is null: the shared schemas read it as "field is required" (or "no limit" where
 * null is allowed). Never undefined, which react-hook-form would replace by the default value.
 */
function parse(text: string, money: boolean): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = typedNumber(trimmed);
  if (!Number.isFinite(value)) return Number.NaN;
  return money ? Math.round(value * MINOR_PER_MAJOR) : value;
}

function format(value: unknown, money: boolean): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return '';
  return String(money ? value / MINOR_PER_MAJOR : value);
}

/**
 * A number typed as text (so "abc" reaches the schema as NaN and gets its "must be a number"
 * message). The typed text is kept while it still means the form's value, so "12." or "0.50"
 * are not rewritten under the cursor.
 */
export function FormNumberField<T extends FieldValues>({
  name,
  control,
  money = false,
  helperText,
  slotProps,
  ...textFieldProps
}: FormNumberFieldProps<T>) {
  const { field, bound } = useFieldBinding({ name, control }, helperText, textFieldProps);
  const [typed, setTyped] = useState<string | null>(null);
  const shown =
    typed !== null && Object.is(parse(typed, money), field.value)
      ? typed
      : format(field.value, money);
  return (
    <TextField
      {...bound}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(parse(event.target.value, money));
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: money ? 'decimal' : 'numeric', ...slotProps?.htmlInput },
      }}
    />
  );
}
