import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toSignInEmail } from '@scanorder/shared/schemas/auth';
import type { InvitePreview } from '@scanorder/shared/team/invite';
import type { MemberPasswordInput } from '@scanorder/shared/team/member';
import { teamMessages } from '@scanorder/shared/team/messages';
import { ErrorBanner } from '../../../components/banners.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { accountPath } from '../../../lib/account-links.ts';
import { memberEmailDomainOf } from '../../../api/app-config.ts';
import { ApiError, apiPost, errorMessageOf } from '../../../api/client.ts';
import { fetchMe } from '../../../api/me.ts';
import { markSignedIn } from '../../../lib/session-flag.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SIGN_IN_STATE } from '../../../lib/welcome-view.ts';
import { acceptInvite, invitePreviewQuery } from '../api/team-api.ts';
import { memberPasswordResolver } from '../lib/member-forms.ts';
import { ROLE_LABELS } from './role-options.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { PageSubmitButton } from '../../../components/pending-button.tsx';

function Frame({ children }: { children: ReactNode }) {
  const { t } = useOwnerT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('Join Your Team')}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}

function InvalidInvite({ message }: { message: string }) {
  const { t } = useOwnerT();
  return (
    <Frame>
      <Alert severity="error" sx={{ my: 2 }}>
        {t(message)}
      </Alert>
      <Link component={RouterLink} to="/">
        {t('Go to the ScanOrder home page')}
      </Link>
    </Frame>
  );
}

function InviteDetails({ invite }: { invite: InvitePreview }) {
  const { t } = useOwnerT();
  const role = ROLE_LABELS[invite.role as keyof typeof ROLE_LABELS];
  return (
    <Box sx={{ mb: 2 }}>
      <Typography>
        {t(
          '{{invitedBy}} invited you, {{firstName}} {{lastName}}, to join {{businessName}} on ScanOrder as {{role}}.',
          {
            invitedBy: invite.invitedBy || t('Your admin'),
            firstName: invite.firstName,
            lastName: invite.lastName,
            businessName: invite.businessName ?? t('their team'),
            role: role ? t(role) : invite.role,
          },
        )}
      </Typography>
      {invite.customMessage ? (
        <Typography
          component="blockquote"
          sx={{ borderLeft: 4, borderColor: 'divider', pl: 2, my: 2, color: 'text.secondary' }}
        >
          {invite.customMessage}
        </Typography>
      ) : null}
      <Typography>
        {t('Your user name:')} <strong>{invite.userName}</strong>
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>
        {t('Choose a password. Afterwards you sign in with your user name or your email address.')}
      </Typography>
    </Box>
  );
}

/**
 * /:userId/users/invite?token= (public): shows the invitation, lets the invitee choose a password,
 * signs them in with their user name and opens their overview.
 */
export function InviteAcceptancePage() {
  const { t } = useOwnerT();
  useDocumentTitle(t('Accept Invitation'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invite = useQuery({ ...invitePreviewQuery(token), enabled: token.length > 0 });
  const form = useForm<MemberPasswordInput>({
    resolver: memberPasswordResolver,
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const accept = useMutation({
    mutationFn: async (input: MemberPasswordInput) => {
      const accepted = await acceptInvite({ token, input });
      try {
        await apiPost('/api/auth/sign-in/email', {
          email: toSignInEmail(accepted.userName, await memberEmailDomainOf(queryClient)),
          password: input.password,
        });
      } catch {
        // The account exists now; signing in by hand still works.
        void navigate('/', { state: { ...SIGN_IN_STATE, notice: teamMessages.inviteAccepted } });
        return;
      }
      markSignedIn();
      const me = await queryClient.fetchQuery({
        queryKey: queryKeys.me,
        queryFn: fetchMe,
        staleTime: 0,
      });
      void navigate(accountPath(me, 'overview'), { replace: true });
    },
  });

  if (!token) return <InvalidInvite message={teamMessages.inviteInvalid} />;
  if (invite.isError) {
    const gone = invite.error instanceof ApiError && invite.error.status === 404;
    return (
      <InvalidInvite message={gone ? teamMessages.inviteInvalid : errorMessageOf(invite.error)} />
    );
  }
  if (!invite.data) {
    return (
      <Frame>
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
      </Frame>
    );
  }
  return (
    <Frame>
      <InviteDetails invite={invite.data} />
      {accept.isError ? <ErrorBanner message={errorMessageOf(accept.error)} /> : null}
      <form
        noValidate
        aria-label={t('Accept invitation')}
        onSubmit={(event) => void form.handleSubmit((input) => accept.mutate(input))(event)}
      >
        <NewPasswordFields control={form.control} />
        <PageSubmitButton pending={accept.isPending}>{t('Accept Invitation')}</PageSubmitButton>
      </form>
    </Frame>
  );
}
