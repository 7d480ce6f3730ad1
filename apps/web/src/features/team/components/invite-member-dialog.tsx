import { Trans } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { InviteMemberInput, Member } from '@scanorder/shared/team/member';
import { teamMessages } from '@scanorder/shared/team/messages';
import { ErrorBanner } from '../../../components/banners.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { NameFields, PhoneFields } from '../../../components/person-fields.tsx';
import { errorMessageOf } from '../../../api/client.ts';
import { inviteMember, membersQuery } from '../api/team-api.ts';
import { EMPTY_INVITE, inviteResolver, type InviteFormValues } from '../lib/member-forms.ts';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { ROLE_HINTS, roleMenuItems } from './role-options.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

const CUSTOM_MESSAGE_MAX = 500;

/** The invitation went out: the admin sees the generated user name to pass on. */
function InviteSent({ member }: { member: Member }) {
  const { t } = useOwnerT();
  return (
    <Alert severity="success" role="status">
      <Typography sx={{ fontWeight: 700 }}>{t(teamMessages.invited)}</Typography>
      {/* A long address breaks rather than running out of the message on a phone. */}
      <Typography id="invite-sent-text" sx={{ overflowWrap: 'anywhere' }}>
        <Trans
          t={t}
          defaults="{{firstName}} {{lastName}} signs in with the user name <strong>{{userName}}</strong> after accepting the email sent to {{emailAddress}}."
          values={{
            firstName: member.firstName,
            lastName: member.lastName,
            userName: member.userName,
            emailAddress: member.emailAddress,
          }}
          components={{ strong: <strong /> }}
        />
      </Typography>
    </Alert>
  );
}

/** Invite a team member (docs/product/fields.md; docs/product/roles.md). */
export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useOwnerT();
  const queryClient = useQueryClient();
  const form = useForm<InviteFormValues, unknown, InviteMemberInput>({
    resolver: inviteResolver,
    mode: 'onChange',
    defaultValues: EMPTY_INVITE,
  });
  const { control } = form;
  const draft = useFormDraft(form, 'team.invite', { enabled: open });
  const role = useWatch({ control, name: 'role' });
  const message = useWatch({ control, name: 'customMessage' });

  const mutation = useMutation({
    mutationFn: inviteMember,
    onSuccess: () => {
      draft.clear();
      return queryClient.invalidateQueries({ queryKey: membersQuery.queryKey });
    },
  });

  // The fields the keyboard was in are gone once the invitation is sent: Done takes it (otherwise
  // it falls to the dialog's frame), and Enter closes the dialog back to Invite Member.
  const done = useRef<HTMLButtonElement>(null);
  const sent = mutation.data !== undefined;
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const close = () => {
    if (mutation.isPending) return;
    onClose();
    form.reset(EMPTY_INVITE);
    mutation.reset();
  };

  return (
    <FormDialog
      open={open}
      title={t('Invite Member')}
      onSubmit={form.handleSubmit((input) => mutation.mutate(input))}
      onClose={close}
      pending={mutation.isPending}
      submitLabel={t('Send Invite')}
      fullScreenOnPhone
      actions={
        mutation.data ? (
          <Button ref={done} variant="contained" onClick={close}>
            {t('Done')}
          </Button>
        ) : undefined
      }
    >
      {mutation.data ? (
        <InviteSent member={mutation.data} />
      ) : (
        <>
          {draft.prompt}
          {mutation.isError ? <ErrorBanner message={errorMessageOf(mutation.error)} /> : null}
          <NameFields control={control} />
          <PhoneFields control={control} />
          <FormTextField
            control={control}
            name="emailAddress"
            label={t('Email Address')}
            type="email"
          />
          <FormTextField
            control={control}
            name="customMessage"
            label={t('Custom Message')}
            multiline
            minRows={3}
            counter={`${message.length}/${CUSTOM_MESSAGE_MAX}`}
          />
          <FormTextField
            control={control}
            name="role"
            label={t('Role')}
            select
            helperText={t(ROLE_HINTS[role])}
          >
            {roleMenuItems(t)}
          </FormTextField>
        </>
      )}
    </FormDialog>
  );
}
