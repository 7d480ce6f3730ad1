import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { SERVICE_NAMES } from '@scanorder/shared/account/services';
import { IDLE_TIMEOUT_MINUTES } from '@scanorder/shared/profile/idle-timeout';
import { profileMessages, type Profile } from '@scanorder/shared/profile/profile';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { NameFields, PhoneFields } from '../../../components/person-fields.tsx';
import { errorMessageOf } from '../../../api/client.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { profileQuery, updateProfile } from '../api/profile-api.ts';
import {
  profileFormValuesOf,
  profileResolver,
  type ProfileFormValues,
} from '../lib/profile-form.ts';
import { ProfileForm, ProfileSection } from './profile-section.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { SaveButton } from '../../../components/pending-button.tsx';

/**
 * Update Profile Info. Admins edit names, service, phone, the account's idle timeout and hidden-tab
 * sign-out; everyone else gets the member form, their own names and phone (docs/product/screens.md).
 */
export function ProfileInfoSection({ profile }: { profile: Profile }) {
  const { t } = useOwnerT();
  const queryClient = useQueryClient();
  const toast = useToast();
  const admin = profile.form === 'admin';
  const form = useForm<ProfileFormValues, unknown, Parameters<typeof updateProfile>[0]>({
    resolver: profileResolver(profile.form),
    mode: 'onChange',
    defaultValues: profileFormValuesOf(profile),
  });
  const { control } = form;
  const draft = useFormDraft(form, 'profile');

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQuery.queryKey, saved);
      form.reset(profileFormValuesOf(saved));
      draft.clear();
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      toast.success(profileMessages.updated);
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  return (
    <ProfileSection id="profile-info" title={t('Update Profile Info')}>
      <ProfileForm
        label={t('Update Profile Info')}
        onSubmit={form.handleSubmit((input) => mutation.mutate(input))}
      >
        {draft.prompt}
        <NameFields control={control} own />
        {admin ? (
          <FormTextField control={control} name="serviceName" label={t('Service Name')} select>
            {SERVICE_NAMES.map((name) => (
              <MenuItem key={name} value={name}>
                {t(name)}
              </MenuItem>
            ))}
          </FormTextField>
        ) : null}
        <PhoneFields control={control} own />
        {admin ? (
          <FormTextField
            control={control}
            name="idleTimeoutMinutes"
            label={t('Idle Timeout (minutes)')}
            type="number"
            helperText={t('Sign out after this many idle minutes ({{min}} to {{max}}).', {
              min: IDLE_TIMEOUT_MINUTES.min,
              max: IDLE_TIMEOUT_MINUTES.max,
            })}
            slotProps={{
              htmlInput: { min: IDLE_TIMEOUT_MINUTES.min, max: IDLE_TIMEOUT_MINUTES.max, step: 1 },
            }}
          />
        ) : null}
        {admin ? (
          <>
            <FormSwitch
              control={control}
              name="signOutOnHiddenTab"
              label={t('Sign out when the browser tab is hidden')}
            />
            <FormHelperText sx={{ mt: 0 }}>
              {t(
                'On by default. Turn it off for a device that stays open at the counter; unsaved forms are kept as drafts either way.',
              )}
            </FormHelperText>
          </>
        ) : null}
        <SaveButton pending={mutation.isPending} label={t('Update Profile')} />
      </ProfileForm>
    </ProfileSection>
  );
}
