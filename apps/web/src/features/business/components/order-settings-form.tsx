import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import {
  useController,
  useWatch,
  type Resolver,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import {
  MAX_TIP_OPTIONS,
  orderSettingsSchema,
  type OrderSettings,
  type OrderSettingsInput,
} from '@scanorder/shared/business/settings';
import { FormNumberField } from '../../../components/form-number-field.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { saveOrderSettings } from '../api/business-api.ts';
import type { OrderSettingsControl, OrderSettingsValues } from './order-settings-values.ts';
import { PaymentSettings } from './payment-settings.tsx';
import { GuestDetailsFields } from './guest-details-fields.tsx';
import { useSettingsForm } from '../hooks/use-settings-form.ts';
import { SaveButton } from '../../../components/pending-button.tsx';
import { fieldGrid, SettingsForm } from './settings-form.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { REMOVE_CONTROL, removeKeepingFocus } from '../../../lib/remove-keeping-focus.ts';
import { typedNumber } from '../../../lib/typed-number.ts';

const tipOptionSchema = orderSettingsSchema.shape.tipsOptions.element;

type OrderSettingsForm = UseFormReturn<OrderSettingsValues, unknown, OrderSettings>;

const settingsResolver = zodResolver(orderSettingsSchema);
/** The settings' rules over the form's values; the typed tip is checked when it is added. */
const resolver: Resolver<OrderSettingsValues, unknown, OrderSettings> = (
  values,
  context,
  options,
) =>
  settingsResolver(values, context, {
    ...options,
    names: options.names?.filter(
      (name): name is FieldPath<OrderSettingsInput> => name !== 'newTip',
    ),
  });

/**
 * The typed tip's addition to the options, from Add Tip, Enter, or Save (a tip typed and saved
 * without Add Tip is added, not dropped). False, with the reason shown, when it cannot be added.
 */
function useTipAdder(form: OrderSettingsForm) {
  const typed = useWatch({ control: form.control, name: 'newTip' });
  const setTyped = (value: string) => form.setValue('newTip', value, { shouldDirty: true });
  const [problem, setProblem] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const add = (): boolean => {
    const tips = form.getValues('tipsOptions');
    const parsed = tipOptionSchema.safeParse(typed.trim() === '' ? undefined : typedNumber(typed));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please enter valid Tip option');
      return false;
    }
    if (tips.includes(parsed.data)) {
      setProblem('Tip options must be different');
      return false;
    }
    setProblem(null);
    form.setValue('newTip', '');
    form.setValue(
      'tipsOptions',
      [...tips, parsed.data].sort((a, b) => a - b),
      { shouldDirty: true, shouldValidate: true },
    );
    return true;
  };
  /** Before the form saves: adds a typed tip; false (the field focused) when it cannot be added. */
  const addTyped = (): boolean => {
    if (typed.trim() === '' || add()) return true;
    fieldRef.current?.focus();
    return false;
  };
  return { typed, setTyped, problem, fieldRef, add, addTyped };
}

/** Tip percentages as chips: type one and add it, or remove one with its chip's delete button. */
function TipOptionsField({
  control,
  adder: { typed, setTyped, problem, fieldRef, add },
  disabled,
}: {
  control: OrderSettingsControl;
  adder: ReturnType<typeof useTipAdder>;
  disabled: boolean;
}) {
  const { t, intlLocale } = useOwnerT();
  const { field, fieldState } = useController({ control, name: 'tipsOptions' });
  // "5 %" and "12,5 %" in Spanish, like the "0 %" of the sentence below them.
  const percent = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 });
  const number = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 });
  const tips = field.value;

  const remove = (tip: number) => field.onChange(tips.filter((other) => other !== tip));

  const raw = problem ?? fieldState.error?.message ?? fieldState.error?.root?.message;
  const message = raw ? t(raw) : undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('Tip Options (%)')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Chip label={percent.format(0)} variant="outlined" />
        {tips.map((tip, index) => {
          const removeTip = (pressed: EventTarget) =>
            removeKeepingFocus(
              pressed as HTMLElement,
              'fieldset',
              index,
              () => remove(tip),
              () => fieldRef.current,
            );
          return (
            <Chip
              key={tip}
              label={percent.format(tip / 100)}
              color="primary"
              variant="outlined"
              disabled={disabled}
              aria-label={t('Remove {{tip}}% tip', { tip: number.format(tip) })}
              {...REMOVE_CONTROL}
              onClick={(event) => removeTip(event.currentTarget)}
              onDelete={(event: { target: EventTarget }) => removeTip(event.target)}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('New Tip Option (%)')}
          inputRef={fieldRef}
          value={typed}
          disabled={disabled || tips.length >= MAX_TIP_OPTIONS}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {/* The button keeps its words on one line ('Añadir propina' broke in two at 390 px); the
            field takes what is left. */}
        <Button
          startIcon={<AddIcon />}
          onClick={() => void add()}
          disabled={disabled || tips.length >= MAX_TIP_OPTIONS}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('Add Tip')}
        </Button>
      </Box>
      <FormHelperText error={Boolean(message)}>
        {message ??
          t('Customers choose 0% or one of these; at most {{max}} options.', {
            max: MAX_TIP_OPTIONS,
          })}
      </FormHelperText>
    </Box>
  );
}

/** ORDER SETTINGS: tax, tips, payment availability, service charge and the kitchen board. */
export function OrderSettingsForm({ kind, business }: { kind: BusinessKind; business: Business }) {
  const { t } = useOwnerT();
  const { form, draft, save, onSubmit } = useSettingsForm({
    kind,
    draftId: 'order-settings',
    resolver,
    business,
    valuesOf: (values): OrderSettingsValues => ({ ...values.orderSettings, newTip: '' }),
    save: saveOrderSettings,
    savedMessage: t('Order settings saved'),
  });
  const { control } = form;
  const tipAdder = useTipAdder(form);
  const [tax, tips, payAtCounter] = useWatch({
    control,
    name: ['includeTaxCalculation', 'includeTips', 'paymentNotAvailable'],
  });

  return (
    <SettingsForm
      id="order-settings"
      title={t('Order settings')}
      onSubmit={(event) => {
        if (!tips || tipAdder.addTyped()) return onSubmit(event);
        event?.preventDefault();
        return Promise.resolve();
      }}
      maxWidth={820}
    >
      {draft.prompt}
      <Box sx={{ py: 1 }}>
        <FormSwitch
          control={control}
          name="includeTaxCalculation"
          label={t('Include Tax Calculation')}
        />
        <Box sx={fieldGrid}>
          <FormTextField control={control} name="taxTypeName" label={t('Tax Type Name')} />
          <FormNumberField
            control={control}
            name="taxPercentage"
            label={t('Tax Percentage')}
            disabled={!tax}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Box>
      </Box>
      <Box sx={{ py: 1 }}>
        <FormSwitch control={control} name="includeTips" label={t('Include Tips')} />
        <TipOptionsField control={control} adder={tipAdder} disabled={!tips} />
      </Box>
      <Box sx={{ py: 1 }}>
        <FormSwitch
          control={control}
          name="paymentNotAvailable"
          label={t('Payment Not Available')}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(
            'When on, customers are told that payment is not available online and pay when they collect or receive their order.',
          )}
        </Typography>
        <PaymentSettings kind={kind} control={control} paymentNotAvailable={payAtCounter} />
      </Box>
      <Box sx={fieldGrid}>
        <FormNumberField
          control={control}
          name="serviceChargePercentage"
          label={t('Service Charge Percentage')}
          helperText={t('Optional percentage of the subtotal; 0 for none.')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {t('Kitchen board')}
      </Typography>
      <Box
        sx={{ ...fieldGrid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <FormNumberField
          control={control}
          name="prepTimeMinutes"
          label={t('Preparation time (minutes)')}
          helperText={t(
            'The ready-in time offered on accept; scheduled orders reach New this early.',
          )}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormNumberField
          control={control}
          name="ticketAmberMinutes"
          label={t('Amber after (minutes)')}
          helperText={t('A ticket waiting this long turns amber.')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormNumberField
          control={control}
          name="ticketRedMinutes"
          label={t('Red after (minutes)')}
          helperText={t('A ticket waiting this long turns red.')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <GuestDetailsFields control={control} kind={kind} />
      <SaveButton pending={save.isPending} label={t('Save Order Settings')} />
    </SettingsForm>
  );
}
