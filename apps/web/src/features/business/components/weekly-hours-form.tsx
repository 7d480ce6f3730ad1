import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import {
  useController,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormSetValue,
  type UseFormTrigger,
} from 'react-hook-form';
import { z } from 'zod';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { clockTimeOf, minutesOf } from '@scanorder/shared/business/clock-time';
import {
  businessHoursSchema,
  MAX_INTERVALS_PER_DAY,
  type BusinessHours,
  type OpeningInterval,
} from '@scanorder/shared/business/hours';
import { saveHours } from '../api/business-api.ts';
import { useSettingsForm } from '../hooks/use-settings-form.ts';
import { SaveButton } from '../../../components/pending-button.tsx';
import { SettingsForm } from './settings-form.tsx';
import { TimeSelect } from './time-select.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { REMOVE_CONTROL, removeKeepingFocus } from '../../../lib/remove-keeping-focus.ts';
import { useToast } from '../../../lib/use-toast.ts';

const hoursFormSchema = z.object({ hours: businessHoursSchema });
type HoursFormValues = z.infer<typeof hoursFormSchema>;

/** A new interval after the day's last one (an hour long), or 09:00-17:00 on an empty day. */
export function nextInterval(intervals: readonly OpeningInterval[]): OpeningInterval {
  const last = intervals.at(-1);
  if (!last) return { open: '09:00', close: '17:00' };
  const open = Math.min(minutesOf(last.close), 23 * 60);
  return { open: clockTimeOf(open), close: clockTimeOf(Math.min(open + 60, 24 * 60)) };
}

/** An error placed on a field array lands on its `root` (react-hook-form), or on itself. */
function arrayMessage(error: unknown): string | undefined {
  const found = error as { root?: { message?: string }; message?: string } | undefined;
  return found?.root?.message ?? found?.message;
}

interface DayRowProps {
  index: number;
  day: string;
  control: Control<HoursFormValues>;
  trigger: UseFormTrigger<HoursFormValues>;
  getValues: UseFormGetValues<HoursFormValues>;
  setValue: UseFormSetValue<HoursFormValues>;
  errors: FieldErrors<HoursFormValues>;
}

function DayRow({ index, day, control, trigger, getValues, setValue, errors }: DayRowProps) {
  const { t } = useOwnerT();
  const toast = useToast();
  // A week of the same hours (or the same split shift) in one action rather than seven times the
  // same four choices: the owner then closes the day off, if any.
  const copyToEveryDay = () => {
    const intervals = getValues(`hours.${index}.intervals`);
    getValues('hours').forEach((_, other) => {
      if (other === index) return;
      setValue(`hours.${other}.closed`, false, { shouldDirty: true });
      setValue(
        `hours.${other}.intervals`,
        intervals.map((interval) => ({ ...interval })),
        { shouldDirty: true },
      );
    });
    void trigger('hours');
    const copied = t('The hours of {{day}} are now the hours of every day', { day: t(day) });
    toast.info(copied);
  };
  const closed = useController({ control, name: `hours.${index}.closed` });
  const intervals = useFieldArray({ control, name: `hours.${index}.intervals` });
  const addButton = useRef<HTMLButtonElement>(null);
  // The overlap and "open day needs hours" rules span the whole day: re-check it after any change.
  const recheck = () => void trigger(`hours.${index}`);
  const dayError = arrayMessage(errors.hours?.[index]?.intervals);
  const isOpen = !closed.field.value;

  return (
    <Box
      role="group"
      aria-label={t(day)}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '140px 130px 1fr' },
        alignItems: 'start',
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 700, pt: { md: 1 } }}>{t(day)}</Typography>
      <FormControlLabel
        label={isOpen ? t('Open') : t('Closed')}
        control={
          <Switch
            checked={isOpen}
            onChange={(event) => {
              closed.field.onChange(!event.target.checked);
              recheck();
            }}
            slotProps={{ input: { 'aria-label': t('{{day}} open', { day: t(day) }) } }}
          />
        }
      />
      <Box>
        {isOpen ? (
          <>
            {intervals.fields.map((interval, position) => {
              const fieldErrors = errors.hours?.[index]?.intervals?.[position];
              const message = fieldErrors?.open?.message ?? fieldErrors?.close?.message;
              const messageId = `${interval.id}-message`;
              return (
                <Box
                  key={interval.id}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'flex-start',
                    gap: 1,
                    mb: 1,
                  }}
                >
                  <TimeSelect
                    control={control}
                    name={`hours.${index}.intervals.${position}.open`}
                    label={t('Opens')}
                    onChanged={recheck}
                    messageId={messageId}
                  />
                  <TimeSelect
                    control={control}
                    name={`hours.${index}.intervals.${position}.close`}
                    label={t('Closes')}
                    onChanged={recheck}
                    messageId={messageId}
                  />
                  <IconButton
                    aria-label={t('Remove {{day}} interval {{number}}', {
                      day: t(day),
                      number: position + 1,
                    })}
                    disabled={intervals.fields.length === 1}
                    {...REMOVE_CONTROL}
                    onClick={(event) => {
                      removeKeepingFocus(
                        event.currentTarget,
                        '[role="group"]',
                        position,
                        () => intervals.remove(position),
                        () => addButton.current,
                      );
                      recheck();
                    }}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                  {message ? (
                    <FormHelperText
                      id={messageId}
                      error
                      sx={{ flexBasis: '100%', mt: -0.5, mx: 1.75 }}
                    >
                      {t(message)}
                    </FormHelperText>
                  ) : null}
                </Box>
              );
            })}
            <Button
              ref={addButton}
              size="small"
              startIcon={<AddIcon />}
              disabled={intervals.fields.length >= MAX_INTERVALS_PER_DAY}
              aria-label={t('Add interval to {{day}}', { day: t(day) })}
              onClick={() => {
                intervals.append(nextInterval(intervals.fields));
                recheck();
              }}
            >
              {t('Add interval')}
            </Button>
            <Button
              size="small"
              startIcon={<ContentCopyIcon />}
              // The name begins with the visible words (label in name), then says whose hours.
              aria-label={t('Copy to every day: the hours of {{day}}', { day: t(day) })}
              onClick={copyToEveryDay}
            >
              {t('Copy to every day')}
            </Button>
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary', pt: { md: 1 } }}>
            {t('Closed all day')}
          </Typography>
        )}
        {dayError ? <FormHelperText error>{t(dayError)}</FormHelperText> : null}
      </Box>
    </Box>
  );
}

/** Opening hours per weekday from Monday, with split shifts (docs/product/ordering.md). */
export function WeeklyHoursForm({ kind, business }: { kind: BusinessKind; business: Business }) {
  const { t } = useOwnerT();
  const { form, draft, save, onSubmit } = useSettingsForm({
    kind,
    draftId: 'hours',
    resolver: zodResolver(hoursFormSchema),
    business,
    valuesOf: (values): HoursFormValues => ({ hours: values.hours }),
    save: (to, input: HoursFormValues) => saveHours(to, input.hours),
    savedMessage: t('Opening hours saved'),
  });
  const { control, trigger, getValues, setValue, formState } = form;
  const days: BusinessHours = business.hours;

  return (
    <SettingsForm id="opening-hours" title={t('Opening hours')} onSubmit={onSubmit}>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('Add a second interval for split shifts, for example 11:00-15:00 and 18:00-22:00.')}
      </Typography>
      {draft.prompt}
      {days.map((day, index) => (
        <DayRow
          key={day.day}
          index={index}
          day={day.day}
          control={control}
          trigger={trigger}
          getValues={getValues}
          setValue={setValue}
          errors={formState.errors}
        />
      ))}
      <SaveButton pending={save.isPending} label={t('Save Hours')} />
    </SettingsForm>
  );
}
