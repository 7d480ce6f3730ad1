import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CURRENCY_PREFERENCES,
  type CurrencyPreference,
} from '@scanorder/shared/money/currency-preference';

interface CurrencySelectProps {
  value: CurrencyPreference;
  onChange: (preference: CurrencyPreference) => void;
}

export function CurrencySelect({ value, onChange }: CurrencySelectProps) {
  const known = CURRENCY_PREFERENCES.some((option) => option.currencyCode === value.currencyCode);
  return (
    <TextField
      select
      size="small"
      label="Currency"
      value={known ? value.currencyCode : ''}
      onChange={(event) => {
        const next = CURRENCY_PREFERENCES.find(
          (option) => option.currencyCode === event.target.value,
        );
        if (next) onChange(next);
      }}
      sx={{ minWidth: 220 }}
    >
      {CURRENCY_PREFERENCES.map((option) => (
        <MenuItem key={option.currencyCode} value={option.currencyCode}>
          {option.country} ({option.currencyCode} {option.symbol})
        </MenuItem>
      ))}
    </TextField>
  );
}
