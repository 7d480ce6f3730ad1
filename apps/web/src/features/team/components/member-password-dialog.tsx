import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import type { Member, MemberPasswordInput } from '@scanorder/shared/team/member';
import { teamMessages } from '@scanorder/shared/team/messages';
import { PasswordField } from '../../../components/password-field.tsx';
import { setMemberPassword } from '../api/team-api.ts';
import { useMemberAction } from '../hooks/use-member-action.ts';
import { memberPasswordResolver } from '../lib/member-forms.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

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
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="member-password-title"
    >
      <DialogTitle id="member-password-title">{t('Set New Password')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(
            'For {{firstName}} {{lastName}} ({{userName}}). They are signed out everywhere and sign in again with the new password.',
            { firstName: member.firstName, lastName: member.lastName, userName: member.userName },
          )}
        </DialogContentText>
        <form
          id="member-password-form"
          noValidate
          aria-label={t('Set New Password')}
          onSubmit={(event) =>
            void form.handleSubmit((input) => save.mutate({ id: member.id, input }))(event)
          }
        >
          <PasswordField
            control={form.control}
            name="password"
            label={t('New Password')}
            autoComplete="new-password"
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label={t('Reenter Password')}
            autoComplete="new-password"
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('Cancel')}
        </Button>
        <Button
          type="submit"
          form="member-password-form"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {t('Set Password')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
