import Box from '@mui/material/Box';
import { useWatch, type Control } from 'react-hook-form';
import { CUSTOMER_FIELD_LABELS } from '@scanorder/shared/ordering/customer';
import type { QrCodeInput } from '@scanorder/shared/qr/qr-code';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PREFILL_FIELDS, type PrefillField, type QrFormValues } from './qr-form-values.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FormSection } from '../../../components/form-section.tsx';

const INPUT_HINTS: Partial<
  Record<PrefillField, { type?: string; inputMode?: 'tel' | 'email'; autoComplete: string }>
> = {
  firstName: { autoComplete: 'off' },
  lastName: { autoComplete: 'off' },
  mobileNo: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  emailAddress: { type: 'email', inputMode: 'email', autoComplete: 'off' },
};

const grid = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * Per-customer ordering: the customer fields filled in at checkout for whoever scans this code.
 * Every field is optional and checked by the checkout's own rule.
 */
export function PrefillSection({
  control,
}: {
  control: Control<QrFormValues, unknown, QrCodeInput>;
}) {
  const { t } = useOwnerT();
  const enabled = useWatch({ control, name: 'prefillOrder' });
  return (
    <FormSection
      title={t('Customer Prefill')}
      hint={t('For a code made for one customer: their details are filled in at checkout.')}
    >
      <FormSwitch control={control} name="prefillOrder" label={t('Prefill Order')} />
      {enabled ? (
        <Box sx={grid}>
          {PREFILL_FIELDS.map((field) => {
            const hints = INPUT_HINTS[field];
            return (
              <FormTextField
                key={field}
                control={control}
                name={`prefill.${field}`}
                label={t(CUSTOMER_FIELD_LABELS[field])}
                type={hints?.type ?? 'text'}
                slotProps={{
                  htmlInput: {
                    autoComplete: hints?.autoComplete ?? 'off',
                    ...(hints?.inputMode ? { inputMode: hints.inputMode } : {}),
                  },
                }}
              />
            );
          })}
        </Box>
      ) : null}
    </FormSection>
  );
}
