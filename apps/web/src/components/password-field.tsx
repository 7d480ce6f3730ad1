import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

type PasswordFieldProps<T extends FieldValues, TOut = T> = Omit<
  ComponentProps<typeof FormTextField<T, TOut>>,
  'type'
>;

/**
 * A password field with a show/hide toggle. The toggle's name deliberately does not repeat the
 * field's label, so "Password" names exactly one control (getByLabel matches substrings).
 */
export function PasswordField<T extends FieldValues, TOut = T>(props: PasswordFieldProps<T, TOut>) {
  const { t } = useOwnerT();
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
                aria-label={t('Show typed characters')}
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
