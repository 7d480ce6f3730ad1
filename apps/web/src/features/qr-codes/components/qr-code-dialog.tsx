import { policyOf } from '@scanorder/shared/business/kind-policy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Branch } from '@scanorder/shared/business/branch';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { QrCode, QrCodeInput } from '@scanorder/shared/qr/qr-code';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { ApiError } from '../../../api/client.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { createQrCode, updateQrCode } from '../api/qr-codes-api.ts';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { AdditionalDataSection } from './additional-data-section.tsx';
import { PrefillSection } from './prefill-section.tsx';
import { qrFormValuesOf, qrResolverOf, type QrFormValues } from './qr-form-values.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

interface QrCodeDialogProps {
  kind: BusinessKind;
  /** Null to add a new code. */
  code: QrCode | null;
  branches: readonly Branch[];
  /** The store name a new code is for (the one picked on the tab). */
  branchId: string;
  onClose: () => void;
  onSaved: (code: QrCode) => void;
}

const twoColumns = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * Add or edit a QR code (full screen on phones): the store name and identifier, a description,
 * an address, additional data and an optional customer prefill, checked as the owner types by the
 * kind's shared schema (docs/product/fields.md, QR code rows).
 */
export function QrCodeDialog({
  kind,
  code,
  branches,
  branchId,
  onClose,
  onSaved,
}: QrCodeDialogProps) {
  const toast = useToast();
  const { t } = useOwnerT();
  const errors = serverErrorsOf(kind);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const resolver = useMemo(() => qrResolverOf(kind, code?.address ?? null), [kind, code]);

  const form = useForm<QrFormValues, unknown, QrCodeInput>({
    resolver,
    mode: 'onChange',
    defaultValues: qrFormValuesOf(code, branchId),
  });
  const { control, handleSubmit, setError, clearErrors, formState } = form;
  const draft = useFormDraft(form, `${kind}.qr-code.${code?.id ?? 'new'}`);

  const save = useMutation({
    mutationFn: (input: QrCodeInput) =>
      code ? updateQrCode(kind, code.id, input) : createQrCode(kind, input),
    onSuccess: (saved) => {
      draft.clear();
      toast.success(t('QR code {{identifier}} saved', { identifier: saved.identifier }));
      onSaved(saved);
    },
    onError: (error) => {
      toast.error(withServerMessage(t(errors.saveQrCode), error, t));
      if (!(error instanceof ApiError)) return;
      if (error.code === 'LIMIT_REACHED') setLimitMessage(error.message);
      else if (error.code === 'CONFLICT')
        setError('identifier', { type: 'server', message: error.message }, { shouldFocus: true });
    },
  });

  const branchOptions = branches.map((branch) => ({ value: branch.id, label: branch.name }));
  const title = code
    ? t('Edit QR Code {{identifier}}', { identifier: code.identifier })
    : t('Add QR Code');

  return (
    <FormDialog
      title={title}
      onSubmit={handleSubmit((input) => save.mutate(input))}
      onClose={onClose}
      pending={save.isPending}
      submitLabel={t('Save QR Code')}
      maxWidth="md"
      fullScreenOnPhone
      dividers
    >
      {draft.prompt}
      {limitMessage ? (
        <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
          <AlertTitle>{t('QR code limit reached')}</AlertTitle>
          {limitMessage}
        </Alert>
      ) : null}
      <Box sx={twoColumns}>
        <FormSelectField
          control={control}
          name="branchId"
          label={t('Store Name')}
          required
          options={branchOptions}
        />
        <FormTextField
          control={control}
          name="identifier"
          label={t('Identifier Name')}
          required
          helperText={t("A table number, a counter or a customer's name")}
        />
      </Box>
      <FormTextField
        control={control}
        name="description"
        label={t(policyOf(kind).qrDescription.label)}
        required={policyOf(kind).qrDescription.required}
      />
      <FormTextField
        control={control}
        name="address.businessAddress"
        label={t('Business Address')}
        multiline
        minRows={2}
        helperText={t("Where this code is used, when it is not the business's own address")}
      />
      <AdditionalDataSection
        control={control}
        errors={formState.errors}
        setError={setError}
        clearErrors={clearErrors}
      />
      <PrefillSection control={control} />
    </FormDialog>
  );
}
