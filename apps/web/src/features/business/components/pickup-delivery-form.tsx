import { policyOf } from '@scanorder/shared/business/kind-policy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import {
  defaultPickupDelivery,
  pickupDeliverySchemas,
  type PickupDelivery,
  type RestaurantPickupDelivery,
} from '@scanorder/shared/business/settings';
import { FormNumberField } from '../../../components/form-number-field.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { savePickupDelivery } from '../api/business-api.ts';
import { useBusinessSave } from '../hooks/use-business.ts';
import { SaveButton } from './save-button.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** The form holds the restaurant shape; the grocery schema simply drops the dine-in fields. */
type PickupDeliveryFormValues = RestaurantPickupDelivery;

// @hookform/resolvers' zodResolver types each kind's resolver by its own schema, not by the shared form values.
const resolvers = {
  restaurant: zodResolver(pickupDeliverySchemas.restaurant),
  grocery: zodResolver(pickupDeliverySchemas.grocery),
} as unknown as Record<BusinessKind, Resolver<PickupDeliveryFormValues, unknown, PickupDelivery>>;

const UNIT_TYPES = ['KiloMeter', 'Mile'];
const SLOT_STEPS = [
  { value: '15', label: 'Every 15 minutes' },
  { value: '30', label: 'Every 30 minutes' },
];

function formValuesOf(settings: PickupDelivery): PickupDeliveryFormValues {
  return { ...defaultPickupDelivery('restaurant'), ...settings };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `pickup-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const fieldGrid = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** PICKUP/DELIVERY: every field and range of docs/product/fields.md; dine-in for restaurants only. */
export function PickupDeliveryForm({ kind, business }: { kind: BusinessKind; business: Business }) {
  const form = useForm<PickupDeliveryFormValues, unknown, PickupDelivery>({
    resolver: resolvers[kind],
    mode: 'onChange',
    defaultValues: formValuesOf(business.pickupDelivery),
  });
  const { control, handleSubmit, reset } = form;
  const draft = useFormDraft(form, `${kind}.pickup-delivery`);
  const [dineIn, schedule, selfDelivery, radius, minimumAmount] = useWatch({
    control,
    name: [
      'dineInEnabled',
      'schedulePickupEnabled',
      'selfDeliveryEnabled',
      'deliveryRadiusEnabled',
      'minimumAmountEnabled',
    ],
  });
  const { t } = useOwnerT();
  const save = useBusinessSave(kind, savePickupDelivery, t('Pickup and delivery settings saved'));
  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        reset(formValuesOf(saved.pickupDelivery));
        draft.clear();
      },
    }),
  );

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="pickup-delivery-title"
      onSubmit={(event) => void onSubmit(event)}
      sx={{ maxWidth: 820 }}
    >
      <Typography id="pickup-delivery-title" variant="h6" component="h2">
        {t('Pickup and delivery')}
      </Typography>
      {draft.prompt}
      {policyOf(kind).offersDineIn ? (
        <Section title={t('Dine-in')}>
          <FormSwitch control={control} name="dineInEnabled" label={t('Dine-in Option')} />
          <Box sx={fieldGrid}>
            <FormNumberField
              control={control}
              name="dineInPrepTimeMinutes"
              label={t('Dine-in Preparation Time (minutes)')}
              disabled={!dineIn}
            />
          </Box>
        </Section>
      ) : null}
      <Section title={t('Pickup')}>
        <FormSwitch
          control={control}
          name="schedulePickupEnabled"
          label={t('Schedule Pickup Option')}
        />
        <Box sx={fieldGrid}>
          <FormNumberField
            control={control}
            name="schedulePickupTimeMinutes"
            label={t('Schedule Pickup Time (minutes)')}
            disabled={!schedule}
          />
          <FormNumberField
            control={control}
            name="maximumLeadTimeDays"
            label={t('Maximum Lead Time (days)')}
            disabled={!schedule}
          />
          <FormNumberField
            control={control}
            name="maxOrdersPerSlot"
            label={t('Maximum Orders per Pickup Slot')}
            helperText={t('Leave empty for no limit.')}
            disabled={!schedule}
          />
          <FormSelectField
            control={control}
            name="slotStepMinutes"
            label={t('Pickup Slot Step')}
            options={SLOT_STEPS.map((step) => ({ ...step, label: t(step.label) }))}
            numeric
            disabled={!schedule}
          />
        </Box>
      </Section>
      <Section title={t('Delivery')}>
        <FormSwitch
          control={control}
          name="selfDeliveryEnabled"
          label={t('Self Delivery Option')}
        />
        <Box sx={fieldGrid}>
          <FormNumberField
            control={control}
            name="minimumDeliveryTimeMinutes"
            label={t('Minimum Delivery Time (minutes)')}
            disabled={!selfDelivery}
          />
        </Box>
        <FormSwitch
          control={control}
          name="deliveryRadiusEnabled"
          label={t('Delivery Radius Enabled')}
        />
        <Box sx={fieldGrid}>
          <FormNumberField
            control={control}
            name="deliveryRadius"
            label={t('Delivery Radius')}
            disabled={!radius}
          />
          <FormSelectField
            control={control}
            name="unitType"
            label={t('Unit Type')}
            options={[...new Set([...UNIT_TYPES, business.pickupDelivery.unitType])].map(
              (unit) => ({ value: unit, label: t(unit) }),
            )}
            disabled={!radius}
          />
        </Box>
        <FormSwitch
          control={control}
          name="minimumAmountEnabled"
          label={t('Minimum Amount Enabled')}
        />
        <Box sx={fieldGrid}>
          <FormNumberField
            control={control}
            name="deliveryMinimumAmountMinor"
            label={t('Delivery Minimum Amount ({{currency}})', { currency: business.menuCurrency })}
            money
            disabled={!minimumAmount}
          />
        </Box>
      </Section>
      <SaveButton pending={save.isPending} label={t('Save Pickup/Delivery')} />
    </Box>
  );
}
