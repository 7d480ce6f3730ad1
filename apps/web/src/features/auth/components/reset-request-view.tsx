import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import { resetRequestInputSchema, type ResetRequestInput } from '@scanorder/shared/schemas/auth';
import { ErrorBanner, SuccessBanner } from '../../../components/banners.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { ApiError, errorMessageOf } from '../../../api/client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { requestPasswordReset } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthLinks } from './auth-links.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PageSubmitButton } from '../../../components/pending-button.tsx';

/** Reset request: email, Reset Password (spinner while pending), then a success or error banner. */
export function ResetRequestView() {
  const { t } = useOwnerT();
  useDocumentTitle('Reset Password');
  const form = useForm({
    resolver: zodResolver(resetRequestInputSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: ({ email }: ResetRequestInput) => requestPasswordReset(email),
  });
  const error = mutation.error;

  return (
    <AuthCard
      title={t('Reset Password')}
      subtitle={t(
        'Enter the email of your account and we will send you a link to set a new password.',
      )}
    >
      {mutation.isSuccess ? <SuccessBanner>{t(authMessages.resetLinkSent)}</SuccessBanner> : null}
      {error ? (
        <ErrorBanner
          title={error instanceof ApiError ? error.code : t('ERROR')}
          message={errorMessageOf(error)}
        />
      ) : null}
      <form
        noValidate
        aria-label={t('Reset password')}
        onSubmit={(event) => void form.handleSubmit((input) => mutation.mutate(input))(event)}
      >
        <FormTextField
          control={form.control}
          name="email"
          label={t('Email')}
          type="email"
          autoComplete="email"
        />
        <PageSubmitButton pending={mutation.isPending}>{t('Reset Password')}</PageSubmitButton>
      </form>
      <AuthLinks links={[{ label: 'SignIn', to: '/signin' }]} />
    </AuthCard>
  );
}
