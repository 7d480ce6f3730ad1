import { useForm, useWatch } from 'react-hook-form';
import type { Member, UpdateMemberInput } from '@scanorder/shared/team/member';
import { teamMessages } from '@scanorder/shared/team/messages';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { NameFields, PhoneFields } from '../../../components/person-fields.tsx';
import { updateMember } from '../api/team-api.ts';
import {
  editMemberResolver,
  editValuesOf,
  type EditMemberFormValues,
} from '../lib/member-forms.ts';
import { useMemberAction } from '../hooks/use-member-action.ts';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { ROLE_HINTS, roleMenuItems } from './role-options.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

/** Edit a member's names, mobile and role; the role applies from the member's next request. */
export function EditMemberDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useOwnerT();
  const form = useForm<EditMemberFormValues, unknown, UpdateMemberInput>({
    resolver: editMemberResolver,
    mode: 'onChange',
    defaultValues: editValuesOf(member),
  });
  const { control } = form;
  const draft = useFormDraft(form, `team.member.${member.id}`);
  const role = useWatch({ control, name: 'role' });
  const save = useMemberAction({
    run: updateMember,
    done: teamMessages.memberUpdated,
    failed: teamMessages.updateFailed,
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });

  return (
    <FormDialog
      title={t('Edit {{firstName}} {{lastName}}', {
        firstName: member.firstName,
        lastName: member.lastName,
      })}
      formLabel={t('Edit member')}
      onSubmit={form.handleSubmit((input) => save.mutate({ id: member.id, input }))}
      onClose={onClose}
      pending={save.isPending}
      submitLabel={t('Save')}
    >
      {draft.prompt}
      <NameFields control={control} />
      <PhoneFields control={control} />
      <FormTextField
        control={control}
        name="role"
        label={t('Role')}
        select
        disabled={member.isOwner}
        helperText={
          member.isOwner ? t("The account owner's role cannot be changed.") : t(ROLE_HINTS[role])
        }
      >
        {roleMenuItems(t)}
      </FormTextField>
    </FormDialog>
  );
}
