import { policyOf } from '@scanorder/shared/business/kind-policy';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import type { OrderSettingsControl } from './order-settings-values.ts';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  ALWAYS_REQUIRED,
  GUEST_DETAIL_FIELDS,
  GUEST_DETAIL_MODES,
  type GuestDetailField,
  type GuestFulfilment,
} from '@scanorder/shared/ordering/guest-details';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

const FULFILMENT_TITLES: Record<GuestFulfilment, string> = {
  'dine-in': 'Dine-in',
  pickup: 'Pickup',
  delivery: 'Delivery',
};
const FIELD_LABELS: Record<GuestDetailField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  mobileNo: 'Mobile number',
  emailAddress: 'Email',
};
const MODE_LABELS = { required: 'Required', optional: 'Optional', hidden: 'Not asked' } as const;

function ModeSelect({
  control,
  fulfilment,
  field: detail,
}: {
  control: OrderSettingsControl;
  fulfilment: GuestFulfilment;
  field: GuestDetailField;
}) {
  const { t } = useOwnerT();
  const { field, fieldState } = useController({
    control,
    name: `guestDetails.${fulfilment}.${detail}`,
  });
  const locked = ALWAYS_REQUIRED[fulfilment].includes(detail);
  return (
    <TextField
      select
      size="small"
      label={`${t(FULFILMENT_TITLES[fulfilment])}: ${t(FIELD_LABELS[detail])}`}
      value={field.value ?? 'required'}
      disabled={locked}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    >
      {GUEST_DETAIL_MODES.map((mode) => (
        <MenuItem key={mode} value={mode}>
          {t(MODE_LABELS[mode])}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Which guest details checkout asks, per fulfilment the business offers (issue 22). A first name is
 * always asked, and a mobile number for delivery; the rest is the owner's choice.
 */
export function GuestDetailsFields({
  control,
  kind,
}: {
  control: OrderSettingsControl;
  kind: BusinessKind;
}) {
  const { t } = useOwnerT();
  const { fulfilments } = policyOf(kind);
  return (
    <Box component="section" aria-labelledby="guest-details-title" sx={{ mt: 2 }}>
      <Typography
        id="guest-details-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600 }}
      >
        {t('Guest details at checkout')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t(
          'Ask only what you need: fewer fields make a faster checkout. A first name is always asked, and a mobile number for delivery.',
        )}
      </Typography>
      {fulfilments.map((fulfilment) => (
        <Box
          key={fulfilment}
          role="group"
          aria-label={t(FULFILMENT_TITLES[fulfilment])}
          sx={{
            display: 'grid',
            gap: 1.5,
            mb: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {GUEST_DETAIL_FIELDS.map((detail) => (
            <ModeSelect key={detail} control={control} fulfilment={fulfilment} field={detail} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
