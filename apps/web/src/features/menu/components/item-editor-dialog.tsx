import { policyOf } from '@scanorder/shared/business/kind-policy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { MenuItem, MenuItemInput } from '@scanorder/shared/menu/menu-item';
import { ALLERGENS, MENU_TAGS } from '@scanorder/shared/menu/option-groups';
import { FormNumberField } from '../../../components/form-number-field.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { ImageDropZone, usePreviewUrl } from '../../../components/image-drop-zone.tsx';
import { useToast } from '../../../lib/use-toast.ts';
import {
  createMenuItem,
  removeMenuImage,
  updateMenuItem,
  uploadMenuImage,
} from '../api/menu-api.ts';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { CheckboxGroupField } from './checkbox-group-field.tsx';
import {
  itemFormValuesOf,
  itemResolvers,
  OPTION_GROUP_TYPES,
  type ItemFormValues,
} from './item-form-values.ts';
import { OptionGroupsSection } from './option-groups-section.tsx';
import { SharedGroupsAttach } from './shared-groups-attach.tsx';
import { VariantsSection } from './variants-section.tsx';
import { inKind, useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

interface ItemEditorDialogProps {
  kind: BusinessKind;
  /** Null to add a new item. */
  item: MenuItem | null;
  categories: readonly string[];
  defaultCategory: string;
  currency: string;
  onClose: () => void;
  onSaved: (item: MenuItem) => void;
}

const twoColumns = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * Add or edit a menu item (full screen on phones). Validated as the owner types by the kind's
 * shared schema; the price is typed in major units and saved in minor units.
 */
export function ItemEditorDialog({
  kind,
  item,
  categories,
  defaultCategory,
  currency,
  onClose,
  onSaved,
}: ItemEditorDialogProps) {
  const toast = useToast();
  const { t } = useOwnerT();
  const errors = serverErrorsOf(kind);
  const [picked, setPicked] = useState<File | null>(null);
  const [dropImage, setDropImage] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const pickedUrl = usePreviewUrl(picked);

  const form = useForm<ItemFormValues>({
    resolver: itemResolvers[kind],
    mode: 'onChange',
    defaultValues: itemFormValuesOf(item, defaultCategory),
  });
  const { control, handleSubmit, trigger, formState } = form;
  const draft = useFormDraft(form, `${kind}.menu-item.${item?.id ?? 'new'}`);
  const taxEnabled = useWatch({ control, name: 'taxEnabled' });

  const save = useMutation({
    mutationFn: async (input: MenuItemInput) => {
      let saved: MenuItem;
      try {
        saved = item
          ? await updateMenuItem(kind, item.id, input)
          : await createMenuItem(kind, input);
      } catch (error) {
        toast.error(
          withServerMessage(t(item ? errors.updateMenuItem : errors.insertMenuItem), error, t),
        );
        throw error;
      }
      if (picked) {
        setProgress(0);
        try {
          saved = await uploadMenuImage(kind, saved.id, picked, setProgress);
        } catch (error) {
          // The item itself is saved; only its image failed.
          toast.error(
            withServerMessage(t(item ? errors.updateMenuImage : errors.uploadMenuImage), error, t),
          );
        } finally {
          setProgress(null);
        }
      } else if (dropImage && saved.imageUrl) {
        saved = await removeMenuImage(kind, saved.id);
      }
      return saved;
    },
    onSuccess: (saved) => {
      draft.clear();
      toast.success(t('{{name}} saved', { name: saved.name }));
      onSaved(saved);
    },
  });

  // The resolver hands over the schema's output: the API's input in minor units.
  // react-hook-form's handleSubmit types values as the form values, not the resolver's transformed output.
  const onSubmit = handleSubmit((values) => save.mutate(values as unknown as MenuItemInput));
  const storedImage = dropImage ? null : (item?.imageUrl ?? null);
  const previewUrl = pickedUrl ?? storedImage;
  const categoryOptions =
    categories.includes(defaultCategory) || !defaultCategory
      ? categories
      : [...categories, defaultCategory];

  return (
    <FormDialog
      title={item ? t('Edit {{name}}', { name: item.name }) : t('Add Menu Item', inKind(kind))}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={save.isPending}
      submitLabel={t('Save Item')}
      maxWidth="md"
      fullScreenOnPhone
      dividers
    >
      {draft.prompt}
      <Box sx={twoColumns}>
        <FormSelectField
          control={control}
          name="category"
          label={t('Category')}
          required
          placeholder={t('Choose a category')}
          options={categoryOptions}
        />
        <FormTextField control={control} name="name" label={t('Name')} required />
      </Box>
      <FormTextField
        control={control}
        name="description"
        label={t('Description')}
        required
        multiline
        minRows={2}
      />
      <Box sx={twoColumns}>
        <FormNumberField
          control={control}
          name="priceMinor"
          label={t('Price ({{currency}})', { currency })}
          money
          required
        />
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ pt: 3, flexShrink: 0 }}>
            <FormSwitch control={control} name="taxEnabled" label={t('Enable Tax')} />
          </Box>
          <FormNumberField
            control={control}
            name="taxPercentage"
            label={t('Tax Percentage')}
            disabled={!taxEnabled}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Box>
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
        {t('Image')}
      </Typography>
      <ImageDropZone
        label={t('Menu item image')}
        previewUrl={previewUrl}
        previewAlt={item ? t('{{name}} image', { name: item.name }) : t('New item image')}
        onFile={(file) => {
          setPicked(file);
          setDropImage(false);
        }}
        progress={progress}
        disabled={save.isPending}
        size={120}
        pickerRef={picker}
        actions={
          previewUrl ? (
            <Button
              color="error"
              size="small"
              disabled={save.isPending}
              onClick={() => {
                setPicked(null);
                setDropImage(true);
                // The button goes with the image: the keyboard goes on to choosing another.
                picker.current?.focus();
              }}
            >
              {t('Remove Image')}
            </Button>
          ) : null
        }
      />
      <CheckboxGroupField
        control={control}
        name="tags"
        legend={t('Tags')}
        options={MENU_TAGS}
        columns={5}
      />
      <CheckboxGroupField
        control={control}
        name="allergens"
        legend={t('Allergens')}
        options={ALLERGENS}
        columns={3}
      />
      {policyOf(kind).hasOptionGroups ? (
        <>
          {OPTION_GROUP_TYPES.map((type) => (
            <OptionGroupsSection
              key={type}
              type={type}
              control={control}
              trigger={trigger}
              errors={formState.errors}
              currency={currency}
            />
          ))}
          <SharedGroupsAttach control={control} />
        </>
      ) : (
        <VariantsSection control={control} errors={formState.errors} currency={currency} />
      )}
    </FormDialog>
  );
}
