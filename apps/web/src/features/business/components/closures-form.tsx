import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { closuresSchema } from '@scanorder/shared/business/hours';
import { localDateOf } from '@scanorder/shared/business/zoned-time';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { saveClosures } from '../api/business-api.ts';
import { useSettingsForm } from '../hooks/use-settings-form.ts';
import { FormDateField } from './form-date-field.tsx';
import { SaveButton } from '../../../components/pending-button.tsx';
import { SettingsForm } from './settings-form.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { REMOVE_CONTROL, removeKeepingFocus } from '../../../lib/remove-keeping-focus.ts';

const closuresFormSchema = z.object({ closures: closuresSchema });
type ClosuresFormValues = z.infer<typeof closuresFormSchema>;

/** Holidays and closures: a date or a date range with the reason customers see. */
export function ClosuresForm({ kind, business }: { kind: BusinessKind; business: Business }) {
  const { t } = useOwnerT();
  const { form, draft, save, onSubmit } = useSettingsForm({
    kind,
    draftId: 'closures',
    resolver: zodResolver(closuresFormSchema),
    business,
    valuesOf: (values): ClosuresFormValues => ({ closures: values.closures }),
    save: (to, input: ClosuresFormValues) => saveClosures(to, input.closures),
    savedMessage: t('Holidays and closures saved'),
  });
  const { control, formState } = form;
  const closures = useFieldArray({ control, name: 'closures' });
  const addButton = useRef<HTMLButtonElement>(null);
  const values = useWatch({ control, name: 'closures' });
  // A closure that has ended still saves (the list keeps last year's until the owner clears it),
  // but it closes nothing any more: its row says so, rather than look like a plan.
  const today = localDateOf(new Date(), business.timeZone);
  const endedOf = (index: number) => {
    const value = values[index];
    const last = value?.endDate || value?.startDate;
    return last ? last < today : false;
  };
  const listError = formState.errors.closures?.root?.message ?? formState.errors.closures?.message;

  return (
    <SettingsForm id="closures" title={t('Holidays and closures')} onSubmit={onSubmit}>
      {draft.prompt}
      <Typography sx={{ color: 'text.secondary' }}>
        {t('Leave the end date empty for a single day. Dates are in {{timeZone}}.', {
          timeZone: business.timeZone,
        })}
      </Typography>
      {closures.fields.length === 0 ? (
        <Typography sx={{ my: 2 }}>{t('No holidays or closures planned.')}</Typography>
      ) : null}
      {closures.fields.map((closure, index) => (
        <Box
          key={closure.id}
          role="group"
          aria-label={t('Closure {{number}}', { number: index + 1 })}
          aria-describedby={endedOf(index) ? `${closure.id}-ended` : undefined}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: '170px 170px 1fr auto' },
            columnGap: 1.5,
            alignItems: 'start',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <FormDateField
            control={control}
            name={`closures.${index}.startDate`}
            label={t('Start Date')}
          />
          <FormDateField
            control={control}
            name={`closures.${index}.endDate`}
            label={t('End Date')}
            nullable
            helperText={t('Optional')}
          />
          <Box sx={{ gridColumn: { xs: '1 / span 2', md: 'auto' } }}>
            <FormTextField
              control={control}
              name={`closures.${index}.reason`}
              label={t('Reason')}
            />
          </Box>
          <IconButton
            aria-label={t('Remove closure {{number}}', { number: index + 1 })}
            {...REMOVE_CONTROL}
            onClick={(event) =>
              removeKeepingFocus(
                event.currentTarget,
                'form',
                index,
                () => closures.remove(index),
                () => addButton.current,
              )
            }
            sx={{ mt: { md: 2.5 }, justifySelf: 'start' }}
          >
            <DeleteOutlinedIcon />
          </IconButton>
          {endedOf(index) ? (
            <Typography
              id={`${closure.id}-ended`}
              variant="body2"
              sx={{ gridColumn: '1 / -1', color: 'warning.dark', mb: 1.5 }}
            >
              {t(
                'This closure has ended, so it no longer closes anything. Remove it or change its dates.',
              )}
            </Typography>
          ) : null}
        </Box>
      ))}
      {listError ? <FormHelperText error>{t(listError)}</FormHelperText> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          ref={addButton}
          startIcon={<AddIcon />}
          sx={{ mt: 2 }}
          onClick={() =>
            closures.append({
              startDate: localDateOf(new Date(), business.timeZone),
              endDate: null,
              reason: '',
            })
          }
        >
          {t('Add Closure')}
        </Button>
        <SaveButton pending={save.isPending} label={t('Save Closures')} />
      </Box>
    </SettingsForm>
  );
}
