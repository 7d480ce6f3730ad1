import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { optionInputSchemas, type OptionGroupType } from '@scanorder/shared/menu/option-groups';
import {
  sharedOptionGroupInputSchema,
  type SharedOptionGroup,
  type SharedOptionGroupInput,
} from '@scanorder/shared/menu/shared-option-groups';
import { errorMessageOf } from '../../../api/client.ts';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { createSharedGroup, updateSharedGroup } from '../api/shared-option-groups-api.ts';
import {
  groupValues,
  itemFormValuesOf,
  newGroup,
  OPTION_GROUP_TYPES,
  type ItemFormValues,
} from './item-form-values.ts';
import { useGroupTypeText } from './group-type-text.ts';
import { GroupCard } from './option-groups-section.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';

/**
 * The editor keeps the group in the item form's shape (one group in the list of its type), so the
 * item editor's group card, its checks and its drafts serve here unchanged.
 */
const typeOf = (values: ItemFormValues): OptionGroupType =>
  OPTION_GROUP_TYPES.find((type) => values[type].length > 0) ?? 'modifiers';

// Object.fromEntries loses the keys, and @hookform/resolvers' zodResolver types each resolver by its own schema.
const resolvers = Object.fromEntries(
  OPTION_GROUP_TYPES.map((type) => [
    type,
    zodResolver(
      z.object({
        [type]: z.tuple([
          {
            modifiers: optionInputSchemas.modifierGroup,
            selectors: optionInputSchemas.selectorGroup,
            incrementors: optionInputSchemas.incrementorGroup,
          }[type],
        ]),
      }),
    ),
  ]),
) as unknown as Record<OptionGroupType, Resolver<ItemFormValues>>;

const resolver: Resolver<ItemFormValues> = (values, context, options) =>
  resolvers[typeOf(values)](values, context, options);

function valuesOf(group: SharedOptionGroup | null): ItemFormValues {
  const values = itemFormValuesOf(null, '');
  if (group) values[group.type] = groupValues([group]);
  else values.selectors = [newGroup('selectors')];
  return values;
}

interface SharedGroupEditorProps {
  /** Null to define a new group. */
  group: SharedOptionGroup | null;
  currency: string;
  onDone: (saved: SharedOptionGroup | null) => void;
}

/** Define or change one shared option group: its type, name, rules and options. */
export function SharedGroupEditor({ group, currency, onDone }: SharedGroupEditorProps) {
  const { t } = useOwnerT();
  const typeText = useGroupTypeText();
  const toast = useToast();
  const form = useForm<ItemFormValues>({
    resolver,
    mode: 'onChange',
    defaultValues: valuesOf(group),
  });
  const { control, trigger, formState, handleSubmit } = form;
  const draft = useFormDraft(form, `restaurant.shared-option-group.${group?.id ?? 'new'}`);
  const lists = useWatch({ control, name: ['modifiers', 'selectors', 'incrementors'] });
  const type = OPTION_GROUP_TYPES[lists.findIndex((list) => list.length > 0)] ?? 'modifiers';

  const save = useMutation({
    mutationFn: (input: SharedOptionGroupInput) =>
      group ? updateSharedGroup(group.id, input) : createSharedGroup(input),
    onSuccess: (saved) => {
      draft.clear();
      toast.success(t('{{name}} saved', { name: saved.name }));
      onDone(saved);
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  const changeType = (next: OptionGroupType) => {
    const values = form.getValues();
    const fresh = newGroup(next);
    // The name and options stay; Minimum and Maximum mean something else per type, so they restart.
    const moved = { ...(values[type][0] ?? fresh), min: fresh.min, max: fresh.max };
    for (const other of OPTION_GROUP_TYPES)
      form.setValue(other, other === next ? [moved] : [], { shouldDirty: true });
    void trigger();
  };

  const onSubmit = handleSubmit((values) => {
    const parsed = sharedOptionGroupInputSchema.safeParse({ type, ...values[type][0] });
    if (parsed.success) save.mutate(parsed.data);
    else toast.error(parsed.error.issues[0]?.message ?? t('Please check the group'));
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={group ? t('Edit {{name}}', { name: group.name }) : t('New shared option group')}
      onSubmit={(event) => void onSubmit(event)}
    >
      {draft.prompt}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {group ? t('Edit {{name}}', { name: group.name }) : t('New shared option group')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('Group type')}
        value={type}
        onChange={(event) => changeType(event.target.value as OptionGroupType)}
        helperText={typeText[type].help}
        sx={{ mb: 2, minWidth: 220 }}
      >
        {OPTION_GROUP_TYPES.map((entry) => (
          <MenuItem key={entry} value={entry}>
            {typeText[entry].label}
          </MenuItem>
        ))}
      </TextField>
      <GroupCard
        key={type}
        type={type}
        index={0}
        control={control}
        trigger={trigger}
        errors={formState.errors}
        currency={currency}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={() => onDone(null)} disabled={save.isPending}>
          {t('Back to the list')}
        </Button>
        <PendingButton pending={save.isPending} type="submit" variant="contained">
          {t('Save Group')}
        </PendingButton>
      </Box>
    </Box>
  );
}
