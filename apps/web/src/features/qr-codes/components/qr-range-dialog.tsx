import { policyOf } from '@scanorder/shared/business/kind-policy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Branch } from '@scanorder/shared/business/branch';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import {
  qrCodeRangeInputSchemas,
  rangeIdentifiers,
  type QrCodeRangeInput,
} from '@scanorder/shared/qr/qr-range';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { useToast } from '../../../lib/use-toast.ts';
import { createQrCodeRange } from '../api/qr-codes-api.ts';
import { countOf } from '../hooks/use-qr-codes.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

interface QrRangeDialogProps {
  kind: BusinessKind;
  branch: Branch;
  onClose: () => void;
  onCreated: (count: number) => void;
}

type Field = 'prefix' | 'from' | 'to' | 'description';

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * "Add Many": a prefix and a number range ("Table" 1 to 20) make one code per number in the store
 * name, all in one request that adds all of them or none (plan limit, taken identifiers).
 */
export function QrRangeDialog({ kind, branch, onClose, onCreated }: QrRangeDialogProps) {
  const toast = useToast();
  const { t } = useOwnerT();
  const errors = serverErrorsOf(kind);
  // A form (not plain state) so a half-typed range keeps a draft like every owner form.
  // The prefix names every code (printed on its poster): in the owner's language, "Mesa" in Spanish.
  const form = useForm<Record<Field, string>>({
    defaultValues: { prefix: t('Table'), from: '1', to: '10', description: '' },
  });
  const draft = useFormDraft(form, `${kind}.qr-range.${branch.id}`);
  const values = useWatch({ control: form.control }) as Record<Field, string>;
  // Each field's message shows once that field was typed in, as the owner types (like every other
  // owner form); Add shows the rest.
  const [shown, setShown] = useState<ReadonlySet<Field> | 'all'>(() => new Set());
  const [refusal, setRefusal] = useState<string | null>(null);

  const candidate = {
    branchId: branch.id,
    prefix: values.prefix,
    from: numberOf(values.from),
    to: numberOf(values.to),
    description: values.description,
  };
  const parsed = qrCodeRangeInputSchemas[kind].safeParse(candidate);
  const names = parsed.success ? rangeIdentifiers(parsed.data) : [];
  const issues: Partial<Record<Field, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const name = issue.path[0];
    if (
      (name === 'prefix' || name === 'from' || name === 'to' || name === 'description') &&
      !issues[name]
    )
      issues[name] = issue.message;
  }
  const fieldErrors: Partial<Record<Field, string>> = Object.fromEntries(
    Object.entries(issues).filter(([name]) => shown === 'all' || shown.has(name as Field)),
  );

  const create = useMutation({
    mutationFn: (input: QrCodeRangeInput) => createQrCodeRange(kind, input),
    onSuccess: ({ qrCodes }) => {
      draft.clear();
      toast.info(
        t('{{codes}} added to {{branch}}', {
          codes: countOf(qrCodes.length, t),
          branch: branch.name,
        }),
      );
      onCreated(qrCodes.length);
    },
    onError: (error) => {
      setRefusal(withServerMessage(t(errors.saveQrCode), error, t));
      toast.error(withServerMessage(t(errors.saveQrCode), error, t));
    },
  });

  const set = (field: Field) => (text: string) => {
    form.setValue(field, text, { shouldDirty: true });
    setShown((current) => (current === 'all' ? current : new Set(current).add(field)));
    setRefusal(null);
  };

  const submit = () => {
    if (parsed.success) return create.mutate(parsed.data);
    setShown('all');
  };

  const field = (
    name: Field,
    label: string,
    extra: { type?: string; required?: boolean; helper?: string } = {},
  ) => (
    <TextField
      fullWidth
      margin="normal"
      label={label}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      type={extra.type ?? 'text'}
      required={extra.required}
      error={fieldErrors[name] !== undefined}
      helperText={fieldErrors[name] ? t(fieldErrors[name]) : extra.helper}
      slotProps={extra.type === 'number' ? { htmlInput: { inputMode: 'numeric', min: 0 } } : {}}
    />
  );

  const preview =
    names.length === 0
      ? t('Fill in the range to see the codes it makes.')
      : names.length <= 3
        ? t('Makes {{names}}.', { names: names.join(', ') })
        : t('Makes {{codes}}: {{first}}, {{second}} … {{last}}.', {
            codes: countOf(names.length, t),
            first: names[0],
            second: names[1],
            last: names[names.length - 1],
          });

  return (
    <FormDialog
      title={t('Add Many QR Codes to {{branch}}', { branch: branch.name })}
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending}
      submitLabel={
        names.length > 0
          ? t('Add {{codes}}', { codes: countOf(names.length, t) })
          : t('Add QR Codes')
      }
      fullScreenOnPhone
      dividers
    >
      {draft.prompt}
      <DialogContentText>
        {t(
          'One code per number, named with the prefix and the number. If any of them cannot be added, none are.',
        )}
      </DialogContentText>
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      ) : null}
      {field('prefix', t('Prefix'), { helper: t('For example Table, Room or Counter') })}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2 }}>
        {field('from', t('From'), { type: 'number', required: true })}
        {field('to', t('To'), { type: 'number', required: true })}
      </Box>
      {field('description', t(policyOf(kind).qrDescription.label), {
        required: policyOf(kind).qrDescription.required,
      })}
      <Box component="p" role="status" aria-live="polite" sx={{ color: 'text.secondary', mb: 0 }}>
        {preview}
      </Box>
    </FormDialog>
  );
}
