import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSwitchProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T, unknown, FieldValues>;
  label: string;
  /** A longer accessible name when the visible label needs context (e.g. "Monday open"). */
  ariaLabel?: string;
  /** Visual only: the value still reaches the form (RHF drops values of disabled fields). */
  disabled?: boolean;
}

/** A labelled on/off switch bound to a boolean form field. */
export function FormSwitch<T extends FieldValues>({
  name,
  control,
  label,
  ariaLabel,
  disabled,
}: FormSwitchProps<T>) {
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Switch
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{
            input: { ref: field.ref, ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) },
          }}
        />
      }
    />
  );
}
