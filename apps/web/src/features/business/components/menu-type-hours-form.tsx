import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { menuTypeHoursSchema } from '@scanorder/shared/business/hours';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { saveMenuTypeHours } from '../api/business-api.ts';
import { useSettingsForm } from '../hooks/use-settings-form.ts';
import { SaveButton } from '../../../components/pending-button.tsx';
import { SettingsForm } from './settings-form.tsx';
import { TimeSelect } from './time-select.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

const MEALS = [
  { key: 'breakfast', label: 'Breakfast', enabled: 'isBreakFastEnabled' },
  { key: 'lunch', label: 'Lunch', enabled: 'isLunchEnabled' },
  { key: 'dinner', label: 'Dinner', enabled: 'isDinnerEnabled' },
] as const;

/** Breakfast, lunch and dinner hours (defaults 08:00-11:30, 11:30-17:00, 18:30-22:00). */
export function MenuTypeHoursForm({ kind, business }: { kind: BusinessKind; business: Business }) {
  const { t } = useOwnerT();
  const { form, draft, save, onSubmit } = useSettingsForm({
    kind,
    draftId: 'menu-type-hours',
    resolver: zodResolver(menuTypeHoursSchema),
    business,
    valuesOf: (values) => values.menuTypeHours,
    save: saveMenuTypeHours,
    savedMessage: t('Menu hours saved'),
  });
  const { control, trigger } = form;

  return (
    <SettingsForm
      id="menu-type-hours"
      title={t('Breakfast, lunch and dinner hours')}
      onSubmit={onSubmit}
    >
      {draft.prompt}
      <Typography sx={{ color: 'text.secondary' }}>
        {t('When switched on, scheduled pickups also keep to these hours.')}
      </Typography>
      {MEALS.map((meal) => (
        <Box
          key={meal.key}
          role="group"
          aria-label={t(meal.label)}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            gap: 1.5,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontWeight: 700, width: 100, pt: 1 }}>{t(meal.label)}</Typography>
          <FormSwitch
            control={control}
            name={meal.enabled}
            label={t('Enabled')}
            ariaLabel={t('{{meal}} enabled', { meal: t(meal.label) })}
          />
          <TimeSelect
            control={control}
            name={`${meal.key}.open`}
            label={t('Starts')}
            onChanged={() => void trigger(meal.key)}
          />
          <TimeSelect
            control={control}
            name={`${meal.key}.close`}
            label={t('Ends')}
            onChanged={() => void trigger(meal.key)}
          />
        </Box>
      ))}
      <SaveButton pending={save.isPending} label={t('Save Menu Hours')} />
    </SettingsForm>
  );
}
