import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

interface StaffPinValues extends FieldValues {
  pin: string;
}

/**
 * A branch's staff PIN (4 to 8 digits), masked, with the phone's number pad: the same field where an
 * owner sets it and where staff enter it on a shared device.
 */
export function StaffPinField<T extends StaffPinValues, TOut = T>({
  control,
  setting,
}: {
  control: Control<T, unknown, TOut>;
  /**
   * The owner is choosing a new PIN: the browser may offer to keep it. Off on the shared device,
   * where a saved PIN would open the board for anyone.
   */
  setting: boolean;
}) {
  const { t } = useOwnerT();
  // T has the field by its constraint; react-hook-form's Path<T> cannot be worked out for a
  // generic T, so the name is stated as a path of it.
  const pin = 'pin' as Path<T>;
  return (
    <FormTextField
      control={control}
      name={pin}
      label={t('Staff PIN')}
      type="password"
      autoComplete={setting ? 'new-password' : 'off'}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 8 } }}
    />
  );
}
