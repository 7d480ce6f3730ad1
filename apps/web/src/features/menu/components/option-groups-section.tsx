import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import {
  useController,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormTrigger,
} from 'react-hook-form';
import {
  ALLERGENS,
  type Allergen,
  type OptionGroupType,
} from '@scanorder/shared/menu/option-groups';
import { FormNumberField } from '../../../components/form-number-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { newGroup, newOption, type ItemFormValues } from './item-form-values.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FormSection } from '../../../components/form-section.tsx';

const SECTION_TEXT: Record<OptionGroupType, { title: string; singular: string; help: string }> = {
  modifiers: {
    title: 'Modifiers',
    singular: 'Modifier',
    help: 'Customers pick any options between the minimum and maximum, each adding its price.',
  },
  selectors: {
    title: 'Selectors',
    singular: 'Selector',
    help: 'Customers pick exactly one option (required) or at most one (optional).',
  },
  incrementors: {
    title: 'Incrementors',
    singular: 'Incrementor',
    help: 'Customers choose a count per option; the price is added once per count.',
  },
};

/** An error on a field array lands on its `root` (react-hook-form), or on itself. */
function arrayMessage(error: unknown): string | undefined {
  const found = error as { root?: { message?: string }; message?: string } | undefined;
  return found?.root?.message ?? found?.message;
}

interface SectionProps {
  type: OptionGroupType;
  control: Control<ItemFormValues>;
  trigger: UseFormTrigger<ItemFormValues>;
  errors: FieldErrors<ItemFormValues>;
  currency: string;
}

function AllergenSelect({
  control,
  name,
}: {
  control: Control<ItemFormValues>;
  name: `${OptionGroupType}.${number}.options.${number}.allergens`;
}) {
  const { t } = useOwnerT();
  const { field } = useController({ control, name });
  const value = field.value;
  return (
    <TextField
      select
      size="small"
      label={t('Allergens')}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      sx={{ minWidth: 160, flex: '1 1 160px' }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => {
            const list = selected as Allergen[];
            return list.length ? list.map((entry) => t(entry)).join(', ') : t('None');
          },
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
    >
      {ALLERGENS.map((allergen) => (
        <MenuItem key={allergen} value={allergen}>
          <Checkbox size="small" checked={value.includes(allergen)} />
          <ListItemText primary={t(allergen)} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Preselected for the guest (issue 22): still a choice they can change in the item sheet. */
function DefaultCheckbox({
  control,
  name,
  onChanged,
}: {
  control: Control<ItemFormValues>;
  name: `${OptionGroupType}.${number}.options.${number}.isDefault`;
  onChanged: () => void;
}) {
  const { t } = useOwnerT();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={t('Default')}
      sx={{ mt: 2, mr: 0 }}
      control={
        <Checkbox
          size="small"
          checked={field.value ?? false}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onChanged();
          }}
        />
      }
    />
  );
}

function RequiredSwitch({
  control,
  name,
  onChanged,
}: {
  control: Control<ItemFormValues>;
  name: `selectors.${number}.min`;
  onChanged: () => void;
}) {
  const { t } = useOwnerT();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={t('Required')}
      control={
        <Switch
          checked={(field.value ?? 0) >= 1}
          onChange={(event) => {
            field.onChange(event.target.checked ? 1 : 0);
            onChanged();
          }}
        />
      }
    />
  );
}

/** One group's name, rules and options; the shared group editor shows one without Remove. */
export function GroupCard({
  type,
  index,
  control,
  trigger,
  errors,
  currency,
  onRemove,
}: SectionProps & { index: number; onRemove?: () => void }) {
  const { t } = useOwnerT();
  const text = SECTION_TEXT[type];
  const options = useFieldArray({
    control,
    name: `${type}.${index}.options`,
    keyName: 'fieldKey',
  });
  const recheck = () => void trigger(`${type}.${index}`);
  const optionsError = arrayMessage(errors[type]?.[index]?.options);
  // A removed option takes its Remove button with it: the keyboard goes on to Add Option rather
  // than falling out of the form to the dialog.
  const addOptionRef = useRef<HTMLButtonElement>(null);

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t('{{group}} group {{number}}', { group: t(text.singular), number: index + 1 })}
      sx={{ p: 1.5, mb: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '2 1 200px' }}>
          <FormTextField
            control={control}
            name={`${type}.${index}.name`}
            label={t('Group Name')}
            size="small"
          />
        </Box>
        {type === 'selectors' ? (
          <Box sx={{ pt: 2 }}>
            <RequiredSwitch control={control} name={`selectors.${index}.min`} onChanged={recheck} />
          </Box>
        ) : (
          <>
            <Box sx={{ flex: '1 1 90px' }}>
              <FormNumberField
                control={control}
                name={`${type}.${index}.min`}
                label={t('Minimum')}
                size="small"
              />
            </Box>
            <Box sx={{ flex: '1 1 90px' }}>
              <FormNumberField
                control={control}
                name={`${type}.${index}.max`}
                label={t('Maximum')}
                size="small"
              />
            </Box>
          </>
        )}
        {onRemove ? (
          <IconButton
            aria-label={t('Remove {{group}} group {{number}}', {
              group: t(text.singular).toLowerCase(),
              number: index + 1,
            })}
            onClick={onRemove}
            sx={{ mt: 2 }}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        ) : null}
      </Box>
      {options.fields.map((option, position) => (
        <Box
          key={option.fieldKey}
          role="group"
          aria-label={t('Option {{number}}', { number: position + 1 })}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1,
            alignItems: 'flex-start',
            pl: { sm: 2 },
            // On phones an option takes two lines: a rule keeps options apart.
            borderTop: { xs: position > 0 ? '1px dashed' : 0, sm: 0 },
            borderColor: 'divider',
          }}
        >
          {/* The price's bases leave its label room to show whole on a 360 px phone. */}
          <Box sx={{ flex: '2 1 120px' }}>
            <FormTextField
              control={control}
              name={`${type}.${index}.options.${position}.value`}
              label={t('Option')}
              size="small"
            />
          </Box>
          <Box sx={{ flex: '1 1 150px' }}>
            <FormNumberField
              control={control}
              name={`${type}.${index}.options.${position}.additionalPriceMinor`}
              label={
                type === 'incrementors'
                  ? t('Price each ({{currency}})', { currency })
                  : t('Additional Price ({{currency}})', { currency })
              }
              money
              size="small"
            />
          </Box>
          <Box sx={{ flex: '1 1 160px', display: 'flex', mt: 2 }}>
            <AllergenSelect
              control={control}
              name={`${type}.${index}.options.${position}.allergens`}
            />
          </Box>
          <DefaultCheckbox
            control={control}
            name={`${type}.${index}.options.${position}.isDefault`}
            onChanged={recheck}
          />
          <IconButton
            aria-label={t('Remove option {{number}}', { number: position + 1 })}
            onClick={() => {
              addOptionRef.current?.focus();
              options.remove(position);
              recheck();
            }}
            sx={{ mt: 2 }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      ))}
      {optionsError ? <FormHelperText error>{t(optionsError)}</FormHelperText> : null}
      <Button
        ref={addOptionRef}
        size="small"
        startIcon={<AddIcon />}
        onClick={() => {
          options.append(newOption());
          recheck();
        }}
      >
        {t('Add Option')}
      </Button>
    </Paper>
  );
}

/** The modifier, selector or incrementor groups of a restaurant item, each with min/max rules. */
export function OptionGroupsSection(props: SectionProps) {
  const { t } = useOwnerT();
  const { type, control } = props;
  const text = SECTION_TEXT[type];
  const groups = useFieldArray({ control, name: type, keyName: 'fieldKey' });
  const listError = arrayMessage(props.errors[type]);
  // Where the keyboard goes when a group's Remove goes with its group.
  const addGroupRef = useRef<HTMLButtonElement>(null);
  return (
    <FormSection title={t(text.title)} hint={t(text.help)}>
      {groups.fields.map((group, index) => (
        <GroupCard
          key={group.fieldKey}
          {...props}
          index={index}
          onRemove={() => {
            addGroupRef.current?.focus();
            groups.remove(index);
          }}
        />
      ))}
      {listError ? <FormHelperText error>{t(listError)}</FormHelperText> : null}
      <Button
        ref={addGroupRef}
        variant="outlined"
        size="small"
        startIcon={<AddIcon />}
        onClick={() => groups.append(newGroup(type))}
      >
        {t('Add {{group}} Group', { group: t(text.singular) })}
      </Button>
    </FormSection>
  );
}
