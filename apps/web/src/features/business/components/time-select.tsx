import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { timeOptions } from '@scanorder/shared/business/clock-time';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** docs/product/screens.md: time lists run 0.00 to 24.00 in 30-minute steps, shown as 09:00. */
export const HALF_HOURS = timeOptions(30);

interface TimeSelectProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T, unknown, FieldValues>;
  label: string;
  /** Runs after the value changed, e.g. to re-check the whole day for overlaps. */
  onChanged?: () => void;
  disabled?: boolean;
  /**
   * Where the field's error is written instead of under it (a row's message under both of its
   * times): a long message would otherwise widen the select to its own length.
   */
  messageId?: string;
}

/** A native select of half-hour times bound to an "HH:MM" form field. */
export function TimeSelect<T extends FieldValues>({
  name,
  control,
  label,
  onChanged,
  disabled,
  messageId,
}: TimeSelectProps<T>) {
  const { t } = useOwnerT();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      select
      size="small"
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChanged?.();
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message && !messageId ? t(fieldState.error.message) : undefined}
      sx={{ minWidth: 112 }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-describedby': fieldState.error && messageId ? messageId : undefined },
      }}
    >
      {HALF_HOURS.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </TextField>
  );
}
