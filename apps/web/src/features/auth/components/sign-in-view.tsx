import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import type { Me } from '@scanorder/shared/account/me';
import { signInInputSchema, type SignInInput } from '@scanorder/shared/schemas/auth';
import { ErrorBanner, SuccessBanner } from '../../../components/banners.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { accountPath } from '../../../lib/account-links.ts';
import { memberEmailDomainOf } from '../../../api/app-config.ts';
import { errorMessageOf } from '../../../api/client.ts';
import { fetchMe, useMeQuery } from '../../../api/me.ts';
import { saveOwnerLanguage } from '../../../api/owner-language.ts';
import { markSignedIn } from '../../../lib/session-flag.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { noticeOfState } from '../../../lib/welcome-view.ts';
import { sendVerificationEmail, signIn, signInEmailOf } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthLinks } from './auth-links.tsx';
import { setOwnerLocale, useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { PageSubmitButton, PendingButton } from '../../../components/pending-button.tsx';

export const EMAIL_VERIFIED_NOTICE = 'Your email is verified. Please sign in.';
export const VERIFICATION_SENT_NOTICE =
  'We have sent a new verification link. Please check your email.';
const VERIFICATION_FAILED = 'Invalid email verification link. Please sign in to receive a new one.';

/** What the verification redirect (`/signin?verified=1[&error=...]`) or a previous page tells us. */
function useArrivalNotice() {
  const [params] = useSearchParams();
  const location = useLocation();
  const error = params.get('error');
  if (error) {
    const expired = error.toLowerCase().includes('expired');
    return {
      kind: 'error' as const,
      message: expired ? authMessages.tokenExpired : VERIFICATION_FAILED,
    };
  }
  if (params.get('verified') === '1')
    return { kind: 'success' as const, message: EMAIL_VERIFIED_NOTICE };
  const notice = noticeOfState(location.state);
  return notice ? { kind: 'success' as const, message: notice } : null;
}

export function SignInView() {
  const { t, locale } = useOwnerT();
  useDocumentTitle('Sign In');
  const me = useMeQuery({ onlyAfterSignIn: true });
  const queryClient = useQueryClient();
  const arrival = useArrivalNotice();
  const [notice, setNotice] = useState<string | null>(null);

  const form = useForm({
    resolver: zodResolver(signInInputSchema),
    mode: 'onChange',
    defaultValues: { identifier: '', password: '' },
  });

  const signInMutation = useMutation({
    mutationFn: async ({ identifier, password }: SignInInput) => {
      await signIn(identifier, password, () => memberEmailDomainOf(queryClient));
      markSignedIn();
      const me = await fetchMe();
      queryClient.setQueryData(queryKeys.me, me);
      if (me.user.language) {
        // This device now reads the account's language (decision 051), before their overview
        // shows; if its catalogue does not come, the app stays in the device's.
        await setOwnerLocale(me.user.language).catch(() => undefined);
      } else {
        // None chosen yet (an owner from before it was kept, a new member): the device's is theirs,
        // kept here and saved for their emails and other devices. Not saved: asked again next time.
        await saveOwnerLanguage(queryClient, locale).catch(() => undefined);
      }
      // Knowing who signed in moves this view on to their overview (see the redirect below).
      return queryClient.getQueryData<Me>(queryKeys.me) ?? me;
    },
    onMutate: () => setNotice(null),
  });

  const resendMutation = useMutation({
    mutationFn: async () =>
      sendVerificationEmail(
        await signInEmailOf(form.getValues('identifier'), () => memberEmailDomainOf(queryClient)),
      ),
    onSuccess: () => {
      signInMutation.reset();
      setNotice(VERIFICATION_SENT_NOTICE);
      // The notice replaces the banner and its button: the keyboard goes back to the form, where
      // the person signs in once the email is verified.
      form.setFocus('password');
    },
  });

  // A live session skips the form (docs/product/screens.md); one just signed in waits for the
  // account's language to be in, so its overview never shows in the device's first.
  if (me.data && !signInMutation.isPending)
    return <Navigate to={accountPath(me.data, 'overview')} replace />;

  const errorMessage = signInMutation.isError ? errorMessageOf(signInMutation.error) : null;
  const unverified = errorMessage === authMessages.emailNotVerified;

  return (
    <AuthCard title={t('Sign In')} subtitle={t('Welcome back to ScanOrder.')}>
      {notice ? <SuccessBanner>{t(notice)}</SuccessBanner> : null}
      {!notice && !errorMessage && arrival?.kind === 'success' ? (
        <SuccessBanner>{t(arrival.message)}</SuccessBanner>
      ) : null}
      {!errorMessage && arrival?.kind === 'error' ? (
        <ErrorBanner message={arrival.message} />
      ) : null}
      {errorMessage ? (
        <ErrorBanner
          message={errorMessage}
          action={
            unverified ? (
              <PendingButton
                color="inherit"
                size="small"
                pending={resendMutation.isPending}
                onClick={() => resendMutation.mutate()}
              >
                {t('Resend verification email')}
              </PendingButton>
            ) : undefined
          }
        />
      ) : null}
      {resendMutation.isError ? (
        <ErrorBanner message={errorMessageOf(resendMutation.error)} />
      ) : null}
      <form
        noValidate
        aria-label={t('Sign in')}
        onSubmit={(event) => void form.handleSubmit((input) => signInMutation.mutate(input))(event)}
      >
        <FormTextField
          control={form.control}
          name="identifier"
          label={t('Email or User Name')}
          autoComplete="username"
        />
        <PasswordField
          control={form.control}
          name="password"
          label={t('Password')}
          autoComplete="current-password"
        />
        <PageSubmitButton pending={signInMutation.isPending}>{t('Log In')}</PageSubmitButton>
      </form>
      <AuthLinks
        links={[
          { label: 'Sign Up', to: '/signup' },
          { label: 'Forgot Password', to: '/reset' },
        ]}
      />
    </AuthCard>
  );
}
