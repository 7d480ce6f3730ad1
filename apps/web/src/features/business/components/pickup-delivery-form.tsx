import { policyOf } from '@scanorder/shared/business/kind-policy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useWatch, type Control, type Resolver } from 'react-hook-form';
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
import { savePickupDelivery } from '../api/business-api.ts';
import { useSettingsForm } from '../hooks/use-settings-form.ts';
import { SaveButton } from '../../../components/pending-button.tsx';
import { fieldGrid, SettingsForm } from './settings-form.tsx';
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

function formValuesOf(business: Business): PickupDeliveryFormValues {
  return { ...defaultPickupDelivery('restaurant'), ...business.pickupDelivery };
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

type SwitchName =
  | 'dineInEnabled'
  | 'schedulePickupEnabled'
  | 'selfDeliveryEnabled'
  | 'deliveryRadiusEnabled'
  | 'minimumAmountEnabled';

/** An option's switch and the fields it governs, which wait (disabled) while it is off. */
function SwitchedFields({
  control,
  name,
  label,
  children,
}: {
  control: Control<PickupDeliveryFormValues, unknown, PickupDelivery>;
  name: SwitchName;
  label: string;
  children: (disabled: boolean) => ReactNode;
}) {
  const on = useWatch({ control, name });
  return (
    <>
      <FormSwitch control={control} name={name} label={label} />
      <Box sx={fieldGrid}>{children(!on)}</Box>
    </>
  );
}

/** PICKUP/DELIVERY: every field and range of docs/product/fields.md; dine-in for restaurants only. */
export function PickupDeliveryForm({ kind, business }: { kind: BusinessKind; business: Business }) {
  const { t } = useOwnerT();
  const { form, draft, save, onSubmit } = useSettingsForm({
    kind,
    draftId: 'pickup-delivery',
    resolver: resolvers[kind],
    business,
    valuesOf: formValuesOf,
    save: savePickupDelivery,
    savedMessage: t('Pickup and delivery settings saved'),
  });
  const { control } = form;

  return (
    <SettingsForm
      id="pickup-delivery"
      title={t('Pickup and delivery')}
      onSubmit={onSubmit}
      maxWidth={820}
    >
      {draft.prompt}
      {policyOf(kind).offersDineIn ? (
        <Section title={t('Dine-in')}>
          <SwitchedFields control={control} name="dineInEnabled" label={t('Dine-in Option')}>
            {(disabled) => (
              <FormNumberField
                control={control}
                name="dineInPrepTimeMinutes"
                label={t('Dine-in Preparation Time (minutes)')}
                disabled={disabled}
              />
            )}
          </SwitchedFields>
        </Section>
      ) : null}
      <Section title={t('Pickup')}>
        <SwitchedFields
          control={control}
          name="schedulePickupEnabled"
          label={t('Schedule Pickup Option')}
        >
          {(disabled) => (
            <>
              <FormNumberField
                control={control}
                name="schedulePickupTimeMinutes"
                label={t('Schedule Pickup Time (minutes)')}
                disabled={disabled}
              />
              <FormNumberField
                control={control}
                name="maximumLeadTimeDays"
                label={t('Maximum Lead Time (days)')}
                disabled={disabled}
              />
              <FormNumberField
                control={control}
                name="maxOrdersPerSlot"
                label={t('Maximum Orders per Pickup Slot')}
                helperText={t('Leave empty for no limit.')}
                disabled={disabled}
              />
              <FormSelectField
                control={control}
                name="slotStepMinutes"
                label={t('Pickup Slot Step')}
                options={SLOT_STEPS.map((step) => ({ ...step, label: t(step.label) }))}
                numeric
                disabled={disabled}
              />
            </>
          )}
        </SwitchedFields>
      </Section>
      <Section title={t('Delivery')}>
        <SwitchedFields
          control={control}
          name="selfDeliveryEnabled"
          label={t('Self Delivery Option')}
        >
          {(disabled) => (
            <FormNumberField
              control={control}
              name="minimumDeliveryTimeMinutes"
              label={t('Minimum Delivery Time (minutes)')}
              disabled={disabled}
            />
          )}
        </SwitchedFields>
        <SwitchedFields
          control={control}
          name="deliveryRadiusEnabled"
          label={t('Delivery Radius Enabled')}
        >
          {(disabled) => (
            <>
              <FormNumberField
                control={control}
                name="deliveryRadius"
                label={t('Delivery Radius')}
                disabled={disabled}
              />
              <FormSelectField
                control={control}
                name="unitType"
                label={t('Unit Type')}
                options={[...new Set([...UNIT_TYPES, business.pickupDelivery.unitType])].map(
                  (unit) => ({ value: unit, label: t(unit) }),
                )}
                disabled={disabled}
              />
            </>
          )}
        </SwitchedFields>
        <SwitchedFields
          control={control}
          name="minimumAmountEnabled"
          label={t('Minimum Amount Enabled')}
        >
          {(disabled) => (
            <FormNumberField
              control={control}
              name="deliveryMinimumAmountMinor"
              label={t('Delivery Minimum Amount ({{currency}})', {
                currency: business.menuCurrency,
              })}
              money
              disabled={disabled}
            />
          )}
        </SwitchedFields>
      </Section>
      <SaveButton pending={save.isPending} label={t('Save Pickup/Delivery')} />
    </SettingsForm>
  );
}
