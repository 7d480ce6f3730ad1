import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SERVICE_NAMES } from '@scanorder/shared/account/services';
import { SERVER_ERROR_MESSAGE } from '@scanorder/shared/errors/app-error';
import type { SignUpInput } from '@scanorder/shared/schemas/auth';
import { ErrorBanner } from '../../../components/banners.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { NameFields } from '../../../components/person-fields.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { ApiError } from '../../../api/client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { signUp } from '../api/auth-api.ts';
import { signUpResolver, type SignUpFormValues } from '../lib/sign-up-resolver.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthLinks } from './auth-links.tsx';
import { VerifyEmailDialog } from './verify-email-dialog.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PageSubmitButton } from '../../../components/pending-button.tsx';

/** docs/product/screens.md: the sign-up banner hides after 6 seconds. */
export const SIGN_UP_BANNER_MS = 6000;

const DEFAULT_VALUES: SignUpFormValues = {
  firstName: '',
  lastName: '',
  serviceName: 'Restaurant',
  email: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
};

function signUpErrorMessage(error: unknown): string {
  // Known refusals (email in use, rate limit, a rule) keep their words; anything else is the spec's.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return SERVER_ERROR_MESSAGE;
}

export function SignUpView() {
  const { t, locale } = useOwnerT();
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);

  const form = useForm<SignUpFormValues, unknown, SignUpInput>({
    resolver: signUpResolver,
    mode: 'onChange',
    defaultValues: DEFAULT_VALUES,
  });
  const { control, formState, trigger, getFieldState } = form;
  const terms = useController({ control, name: 'agreeToTerms' });
  const password = useWatch({ control, name: 'password' });

  // Changing the password re-checks a confirmation the user has already typed.
  useEffect(() => {
    if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
  }, [password, getFieldState, trigger]);

  useEffect(() => {
    if (!bannerError) return;
    const timer = window.setTimeout(() => setBannerError(null), SIGN_UP_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [bannerError]);

  const mutation = useMutation({
    // The account keeps the language the app is in (decision 051): its emails are written in it.
    mutationFn: (input: SignUpInput) => signUp(input, locale),
    onMutate: () => setBannerError(null),
    onSuccess: (_, input) => setVerifyEmail(input.email),
    onError: (error) => setBannerError(signUpErrorMessage(error)),
  });

  return (
    <AuthCard title={t('Sign Up')} subtitle={t('Create your account and start your free trial.')}>
      {bannerError ? (
        <ErrorBanner message={bannerError} onClose={() => setBannerError(null)} />
      ) : null}
      <form
        noValidate
        aria-label={t('Sign up')}
        onSubmit={(event) => void form.handleSubmit((input) => mutation.mutate(input))(event)}
      >
        <NameFields control={control} own />
        <FormTextField control={control} name="serviceName" label={t('Service Name')} select>
          {SERVICE_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {t(name)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="email"
          label={t('Email')}
          type="email"
          autoComplete="email"
        />
        <NewPasswordFields control={control} />
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox
              name={terms.field.name}
              checked={terms.field.value}
              onChange={(event) => terms.field.onChange(event.target.checked)}
              onBlur={terms.field.onBlur}
              slotProps={{ input: { ref: terms.field.ref } }}
            />
          }
          label={
            <>
              {t('I agree to the')}{' '}
              <Link component={RouterLink} to="/termsofservice" target="_blank" rel="noopener">
                {t('Terms of Service')}
              </Link>{' '}
              {t('and')}{' '}
              <Link component={RouterLink} to="/privacypolicy" target="_blank" rel="noopener">
                {t('Privacy Policy')}
              </Link>
            </>
          }
        />
        {terms.fieldState.isDirty && terms.fieldState.error ? (
          <FormHelperText error>{terms.fieldState.error.message}</FormHelperText>
        ) : null}
        <PageSubmitButton
          pending={mutation.isPending}
          disabled={!formState.isValid || !terms.field.value}
        >
          {t('Create Account')}
        </PageSubmitButton>
      </form>
      <AuthLinks links={[{ label: 'Already have an account? SignIn', to: '/signin' }]} />
      <VerifyEmailDialog email={verifyEmail} onClose={() => void navigate('/signin')} />
    </AuthCard>
  );
}
