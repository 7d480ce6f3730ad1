import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import type { ItemFormValues } from './item-form-values.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface CheckboxGroupFieldProps {
  control: Control<ItemFormValues>;
  name: Extract<FieldPath<ItemFormValues>, 'tags' | 'allergens'>;
  legend: string;
  options: readonly string[];
  columns?: number;
}

/** A fieldset of checkboxes bound to a list of distinct values (tags, allergens). */
export function CheckboxGroupField({
  control,
  name,
  legend,
  options,
  columns = 3,
}: CheckboxGroupFieldProps) {
  const { t } = useOwnerT();
  const { field, fieldState } = useController({ control, name });
  const selected = field.value as string[];
  const toggle = (option: string, checked: boolean) =>
    field.onChange(
      checked
        ? options.filter((value) => value === option || selected.includes(value))
        : selected.filter((value) => value !== option),
    );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" sx={{ fontWeight: 600 }}>
        {legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: `repeat(${columns}, minmax(0, 1fr))`,
          },
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            label={t(option)}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
      {fieldState.error ? (
        <FormHelperText error>{t(fieldState.error.message ?? '')}</FormHelperText>
      ) : null}
    </Box>
  );
}
