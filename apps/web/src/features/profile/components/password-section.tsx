import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  passwordChangedMessage,
  type ChangePasswordInput,
} from '@scanorder/shared/profile/change-password';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { errorMessageOf } from '../../../api/client.ts';
import { clearSessionFlag } from '../../../lib/session-flag.ts';
import { useLeaveAccountArea } from '../../../lib/use-logout.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { changePassword } from '../api/profile-api.ts';
import {
  changePasswordResolver,
  type ChangePasswordFormValues,
} from '../lib/change-password-form.ts';
import { ProfileForm, ProfileSection } from './profile-section.tsx';
import { OkDialogActions } from '../../../components/ok-dialog-actions.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { SaveButton } from '../../../components/pending-button.tsx';

const EMPTY: ChangePasswordFormValues = {
  email: '',
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The server ended every session; this tells the user and takes them to sign in again. */
function PasswordChangedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useOwnerT();
  return (
    <Dialog
      open={open}
      aria-labelledby="password-changed-title"
      aria-describedby="password-changed-text"
    >
      <DialogTitle id="password-changed-title">{t('Password Updated')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="password-changed-text">
          {t(passwordChangedMessage)}
        </DialogContentText>
      </DialogContent>
      <OkDialogActions onOk={onClose} />
    </Dialog>
  );
}

/** Update Password (docs/product/fields.md). A refusal (wrong old password) is a toast. */
export function PasswordSection() {
  const { t } = useOwnerT();
  const toast = useToast();
  const leave = useLeaveAccountArea();
  const form = useForm<ChangePasswordFormValues, unknown, ChangePasswordInput>({
    resolver: changePasswordResolver,
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { control, trigger, getFieldState } = form;
  const newPassword = useWatch({ control, name: 'newPassword' });

  useEffect(() => {
    if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
  }, [newPassword, getFieldState, trigger]);

  const mutation = useMutation({
    mutationFn: changePassword,
    // The session is gone: a later 401 here must not read as "session expired".
    onSuccess: () => clearSessionFlag(),
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  return (
    <ProfileSection id="password" title={t('Update Password')}>
      <ProfileForm
        label={t('Update Password')}
        onSubmit={form.handleSubmit((input) => mutation.mutate(input))}
      >
        <FormTextField
          control={control}
          name="email"
          label={t('Email')}
          type="email"
          autoComplete="username"
        />
        <PasswordField
          control={control}
          name="oldPassword"
          label={t('Old Password')}
          autoComplete="current-password"
        />
        <PasswordField
          control={control}
          name="newPassword"
          label={t('New Password')}
          autoComplete="new-password"
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={t('Confirm Password')}
          autoComplete="new-password"
        />
        <SaveButton pending={mutation.isPending} label={t('Update Password')} />
      </ProfileForm>
      <PasswordChangedDialog open={mutation.isSuccess} onClose={() => leave('sign-in')} />
    </ProfileSection>
  );
}
