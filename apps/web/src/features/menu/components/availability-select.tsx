import TextField from '@mui/material/TextField';
import { MENU_AVAILABILITY, type MenuAvailability } from '@scanorder/shared/menu/availability';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface AvailabilitySelectProps {
  value: MenuAvailability;
  onChange: (value: MenuAvailability) => void;
  disabled?: boolean;
}

/** docs/product/menu.md: Available, Not Available Today, Not Available Indefinitely, Hidden from Menu. */
export function AvailabilitySelect({ value, onChange, disabled }: AvailabilitySelectProps) {
  const { t } = useOwnerT();
  return (
    <TextField
      select
      size="small"
      label={t('Availability')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as MenuAvailability)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 210 }}
    >
      {MENU_AVAILABILITY.map((option) => (
        <option key={option} value={option}>
          {t(option)}
        </option>
      ))}
    </TextField>
  );
}
