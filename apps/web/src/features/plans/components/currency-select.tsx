import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CurrencyPreference } from '@scanorder/shared/money/currency-preference';
import { COUNTRY_CURRENCY_PREFERENCES } from '@scanorder/shared/geo/visitor-country';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface CurrencySelectProps {
  value: CurrencyPreference;
  onChange: (preference: CurrencyPreference) => void;
}

const labelOf = (option: CurrencyPreference) =>
  `${option.country} (${option.currencyCode} ${option.symbol})`;

/**
 * The currency preference (docs/product/plans-and-limits.md): any country and its currency, searchable by typing.
 * Plan prices show in that currency where the plan has one, else in USD (docs/product/plans-and-limits.md).
 */
export function CurrencySelect({ value, onChange }: CurrencySelectProps) {
  const { t } = useOwnerT();
  // A stored preference from before (e.g. "European Union") is kept as it is and shown as chosen.
  const options = COUNTRY_CURRENCY_PREFERENCES.some((option) => option.country === value.country)
    ? COUNTRY_CURRENCY_PREFERENCES
    : [value, ...COUNTRY_CURRENCY_PREFERENCES];
  return (
    <Autocomplete
      options={options}
      value={options.find((option) => option.country === value.country) ?? value}
      onChange={(_event, next) => {
        if (next) onChange(next);
      }}
      disableClearable
      autoHighlight
      size="small"
      getOptionLabel={labelOf}
      getOptionKey={(option) => option.country}
      isOptionEqualToValue={(option, selected) => option.country === selected.country}
      renderInput={(params) => <TextField {...params} label={t('Currency')} />}
      sx={{ minWidth: 260, flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
    />
  );
}
