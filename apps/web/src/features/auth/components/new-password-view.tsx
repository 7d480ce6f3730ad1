import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import { newPasswordInputSchema, type NewPasswordInput } from '@scanorder/shared/schemas/auth';
import { ErrorBanner } from '../../../components/banners.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { ApiError, errorMessageOf } from '../../../api/client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { WelcomeState } from '../../../lib/welcome-view.ts';
import { resetPassword } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PageSubmitButton } from '../../../components/pending-button.tsx';

export const PASSWORD_RESET_NOTICE = 'Your password is reset. Please sign in.';

function isInvalidTokenError(error: unknown) {
  return (
    error instanceof ApiError &&
    (error.code === 'INVALID_TOKEN' || error.message === authMessages.invalidResetLink)
  );
}

function InvalidLink() {
  const { t } = useOwnerT();
  return (
    <>
      <ErrorBanner message={t(authMessages.invalidResetLink)} />
      <Link component={RouterLink} to="/reset" sx={{ fontWeight: 600 }}>
        {t('Request a new reset link')}
      </Link>
    </>
  );
}

/** The page the emailed reset link opens: `/reset/new-password?token=...` (or `?error=...`). */
export function NewPasswordView() {
  const { t } = useOwnerT();
  useDocumentTitle('Set a New Password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const linkError = params.get('error');

  const form = useForm({
    resolver: zodResolver(newPasswordInputSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { getFieldState, trigger } = form;
  useEffect(() => {
    if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
  }, [password, getFieldState, trigger]);

  const mutation = useMutation({
    mutationFn: (input: NewPasswordInput) => resetPassword(input.password, token ?? ''),
    onSuccess: () => {
      const state: WelcomeState = { notice: PASSWORD_RESET_NOTICE };
      void navigate('/signin', { replace: true, state });
    },
  });

  const invalid = linkError !== null || !token || isInvalidTokenError(mutation.error);
  return (
    <AuthCard title={t('Set a New Password')}>
      {invalid ? (
        <InvalidLink />
      ) : (
        <>
          {mutation.isError ? <ErrorBanner message={errorMessageOf(mutation.error)} /> : null}
          <form
            noValidate
            aria-label={t('Set a new password')}
            onSubmit={(event) => void form.handleSubmit((input) => mutation.mutate(input))(event)}
          >
            <NewPasswordFields control={form.control} />
            <PageSubmitButton pending={mutation.isPending}>
              {t('Save New Password')}
            </PageSubmitButton>
          </form>
        </>
      )}
    </AuthCard>
  );
}
