import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import type { Member, MemberPasswordInput } from '@scanorder/shared/team/member';
import { teamMessages } from '@scanorder/shared/team/messages';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { setMemberPassword } from '../api/team-api.ts';
import { useMemberAction } from '../hooks/use-member-action.ts';
import { memberPasswordResolver } from '../lib/member-forms.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

/** An admin sets a new password for a member (sign-up rule); the member is signed out everywhere. */
export function MemberPasswordDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useOwnerT();
  const form = useForm<MemberPasswordInput>({
    resolver: memberPasswordResolver,
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const save = useMemberAction({
    run: setMemberPassword,
    done: teamMessages.memberPasswordUpdated,
    failed: teamMessages.passwordUpdateFailed,
    onSuccess: onClose,
  });

  return (
    <FormDialog
      title={t('Set New Password')}
      onSubmit={form.handleSubmit((input) => save.mutate({ id: member.id, input }))}
      onClose={onClose}
      pending={save.isPending}
      submitLabel={t('Set Password')}
      maxWidth="xs"
    >
      <DialogContentText>
        {t(
          'For {{firstName}} {{lastName}} ({{userName}}). They are signed out everywhere and sign in again with the new password.',
          { firstName: member.firstName, lastName: member.lastName, userName: member.userName },
        )}
      </DialogContentText>
      <NewPasswordFields control={form.control} label={t('New Password')} />
    </FormDialog>
  );
}
