import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';

type PasswordFieldProps<T extends FieldValues, TOut = T> = Omit<
  ComponentProps<typeof FormTextField<T, TOut>>,
  'type'
>;

/**
 * A password field with a show/hide toggle. The toggle's name deliberately does not repeat the
 * field's label, so "Password" names exactly one control (getByLabel matches substrings).
 */
export function PasswordField<T extends FieldValues, TOut = T>(props: PasswordFieldProps<T, TOut>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField<T, TOut>
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="Show typed characters"
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
