import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import {
  FIELD_TYPES,
  type AdminUserRecord,
  type EditFieldInput,
} from '@scanorder/shared/admin/data-editor';
import { ErrorBanner } from '../../../components/banners.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { errorMessageOf } from '../../../api/client.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { editField } from '../api/admin-api.ts';
import { EMPTY_EDIT, editFieldResolver, type EditFieldFormValues } from '../lib/edit-field-form.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

const TYPE_HINTS = {
  string: 'Stored as typed.',
  number: 'A number, like 30.',
  boolean: 'true only when the value is the text true; anything else is false.',
  array: 'A JSON array, like ["Restaurant", "Grocery"].',
} as const;

/** Key, value, type, Delete Field and Update: one field of the user record (docs/product/screens.md). */
export function FieldEditor({ record, onSaved }: { record: AdminUserRecord; onSaved: () => void }) {
  const { t } = useOwnerT();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useForm<EditFieldFormValues, unknown, EditFieldInput>({
    resolver: editFieldResolver,
    mode: 'onChange',
    defaultValues: EMPTY_EDIT,
  });
  const { control, setValue, trigger } = form;
  const key = useController({ control, name: 'key' });
  const remove = useController({ control, name: 'delete' });
  const type = useWatch({ control, name: 'type' });

  // The value is read by its type: changing the type re-checks a value already typed.
  useEffect(() => {
    if (form.getFieldState('value').isDirty) void trigger('value');
  }, [type, form, trigger]);

  const save = useMutation({
    mutationFn: editField,
    onSuccess: () => {
      toast.success(`${form.getValues('key')} updated`);
      onSaved();
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit(record.userId) });
    },
  });

  // A known key brings its type along, so a platform admin rarely has to pick one.
  const chooseKey = (value: string) => {
    key.field.onChange(value);
    const known = record.editableKeys.find((candidate) => candidate.key === value);
    if (known) setValue('type', known.type, { shouldValidate: true });
    void trigger('value');
  };

  return (
    <form
      noValidate
      aria-label={t('Edit field')}
      onSubmit={(event) =>
        void form.handleSubmit((input) => save.mutate({ userId: record.userId, input }))(event)
      }
    >
      {save.isError ? (
        <ErrorBanner message={errorMessageOf(save.error)} onClose={() => save.reset()} />
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
        <Autocomplete
          freeSolo
          options={record.editableKeys.map((candidate) => candidate.key)}
          inputValue={key.field.value}
          onInputChange={(_, value) => chooseKey(value)}
          sx={{ flex: 1 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('Key')}
              margin="normal"
              name={key.field.name}
              onBlur={key.field.onBlur}
              inputRef={key.field.ref}
              error={key.fieldState.error !== undefined}
              helperText={key.fieldState.error?.message ?? t('A dotted key is two levels.')}
            />
          )}
        />
        <FormTextField
          control={control}
          name="value"
          label={t('Value')}
          helperText={remove.field.value ? t('Ignored: the field is deleted.') : ' '}
          sx={{ flex: 1 }}
        />
        <FormTextField
          control={control}
          name="type"
          label={t('Type')}
          select
          helperText={TYPE_HINTS[type]}
          sx={{ flex: { md: '0 0 200px' } }}
        >
          {FIELD_TYPES.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <FormControlLabel
          label={t('Delete Field')}
          control={
            <Checkbox
              name={remove.field.name}
              checked={remove.field.value}
              onChange={(event) => {
                remove.field.onChange(event.target.checked);
                void trigger('value');
              }}
              onBlur={remove.field.onBlur}
            />
          }
        />
        <PendingButton pending={save.isPending} type="submit" variant="contained">
          {t('Update')}
        </PendingButton>
      </Stack>
    </form>
  );
}
