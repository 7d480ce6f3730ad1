import type { Control, FieldValues, Path } from 'react-hook-form';
import { PasswordField } from './password-field.tsx';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

interface NewPasswordValues extends FieldValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password typed twice (sign-up, reset, invitation, a member's new password): both fields
 * offer the browser's password generator, and the second one is always "Reenter Password".
 */
export function NewPasswordFields<T extends NewPasswordValues, TOut = T>({
  control,
  label,
}: {
  control: Control<T, unknown, TOut>;
  /** The first field's label; "Password" unless the screen says otherwise. */
  label?: string;
}) {
  const { t } = useOwnerT();
  // T has both fields by its constraint; react-hook-form's Path<T> cannot be worked out for a
  // generic T, so the names are stated as paths of it.
  const password = 'password' as Path<T>;
  const confirmPassword = 'confirmPassword' as Path<T>;
  return (
    <>
      <PasswordField
        control={control}
        name={password}
        label={label ?? t('Password')}
        autoComplete="new-password"
      />
      <PasswordField
        control={control}
        name={confirmPassword}
        label={t('Reenter Password')}
        autoComplete="new-password"
      />
    </>
  );
}
