import MyLocationIcon from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { FormNumberField } from '../../../components/form-number-field.tsx';
import type { BusinessDetailsInput } from '@scanorder/shared/business/details';
import type { DetailsFormValues } from './details-form.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** Six decimals are about 10 cm: more than a delivery radius needs, less noise in the form. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export const locationMessages = {
  unsupported: 'This browser cannot tell its location. Please type the latitude and longitude.',
  denied:
    'Location permission was refused. Allow it in the browser, or type the latitude and longitude.',
  failed: 'Could not read this device location. Please try again or type the coordinates.',
  set: (accuracy: number) =>
    `Location set from this device (within about ${Math.max(1, Math.round(accuracy))} m). Save to keep it.`,
} as const;

interface LocationFieldsProps {
  control: Control<DetailsFormValues, unknown, BusinessDetailsInput>;
  setValue: UseFormSetValue<DetailsFormValues>;
}

/**
 * Where the business is (both kinds): the delivery radius is measured from here. The owner types
 * the coordinates or takes them from this device's location, standing at the business.
 */
export function LocationFields({ control, setValue }: LocationFieldsProps) {
  const { t } = useOwnerT();
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus({ error: true, text: t(locationMessages.unsupported) });
      return;
    }
    setLocating(true);
    setStatus(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true } as const;
        setValue('latitude', round(position.coords.latitude), options);
        setValue('longitude', round(position.coords.longitude), options);
        setStatus({
          error: false,
          text: t('Location set from this device (within about {{metres}} m). Save to keep it.', {
            metres: Math.max(1, Math.round(position.coords.accuracy)),
          }),
        });
        setLocating(false);
      },
      (error) => {
        setStatus({
          error: true,
          text:
            error.code === error.PERMISSION_DENIED
              ? t(locationMessages.denied)
              : t(locationMessages.failed),
        });
        setLocating(false);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('Location')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('The delivery radius is measured from here.')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<MyLocationIcon />}
        onClick={locate}
        disabled={locating}
        sx={{ mt: 1 }}
      >
        {locating ? t('Finding your location…') : t('Use my current location')}
      </Button>
      <Typography
        role="status"
        variant="body2"
        sx={{ mt: 1, color: status?.error ? 'error.main' : 'text.secondary' }}
      >
        {status?.text ?? ''}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormNumberField
          control={control}
          name="latitude"
          label={t('Latitude')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormNumberField
          control={control}
          name="longitude"
          label={t('Longitude')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
    </Box>
  );
}
