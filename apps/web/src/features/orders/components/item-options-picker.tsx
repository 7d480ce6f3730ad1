import { isGroceryShaped, isRestaurantShaped } from '@scanorder/shared/business/kind-policy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import type { MenuItem } from '@scanorder/shared/menu/menu-item';
import { selectionProblem, type OptionGroupType } from '@scanorder/shared/menu/option-groups';
import { formatMinor } from '@scanorder/shared/money/format';
import type { OrderLineInput } from '@scanorder/shared/ordering/order-line';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FOCUS_TARGET } from '../../../components/focus-target.ts';

/** A line the edit dialog holds: what is sent, plus what the dialog shows. */
export interface DraftLine {
  key: string;
  input: OrderLineInput;
  name: string;
  details: string[];
}

type Counts = Record<string, Record<string, number>>;

const GROUP_TYPES: OptionGroupType[] = ['selectors', 'modifiers', 'incrementors'];

/** The choices an item needs before it can be added: its option groups, or its variants. */
export function needsChoices(item: MenuItem): boolean {
  return isGroceryShaped(item)
    ? item.variants.length > 0
    : item.modifiers.length + item.selectors.length + item.incrementors.length > 0;
}

let draftCounter = 0;
export const nextDraftKey = () => `new-${++draftCounter}`;

/** A new line of `item` with the chosen options (none for a plain item). */
export function draftOf(
  item: MenuItem,
  counts: Counts = {},
  variantId: string | null = null,
): DraftLine {
  const options: OrderLineInput['options'] = [];
  const details: string[] = [];
  if (isRestaurantShaped(item)) {
    for (const type of GROUP_TYPES)
      for (const group of item[type])
        for (const option of group.options) {
          const count = counts[group.id]?.[option.id] ?? 0;
          if (count <= 0) continue;
          options.push({ groupId: group.id, optionId: option.id, count });
          details.push(`${group.name}: ${option.value}${count > 1 ? ` × ${count}` : ''}`);
        }
  }
  const variant = isGroceryShaped(item) ? item.variants.find((v) => v.id === variantId) : undefined;
  if (variant) details.push(`${variant.variantName}: ${variant.value}`);
  return {
    key: nextDraftKey(),
    name: item.name,
    details,
    input: {
      menuItemId: item.id,
      quantity: 1,
      options,
      variantId: variant?.id ?? null,
      instruction: '',
    },
  };
}

interface ItemOptionsPickerProps {
  item: MenuItem;
  onAdd: (line: DraftLine) => void;
  onCancel: () => void;
}

/** Choose an item's options (restaurant groups) or variant (grocery) before adding it. */
export function ItemOptionsPicker({ item, onAdd, onCancel }: ItemOptionsPickerProps) {
  const { t, intlLocale } = useOwnerT();
  const [counts, setCounts] = useState<Counts>({});
  const [variantId, setVariantId] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const money = (minor: number) => formatMinor(minor, item.currency, intlLocale);

  const setCount = (groupId: string, optionId: string, count: number, only = false) =>
    setCounts((current) => ({
      ...current,
      [groupId]: only ? { [optionId]: count } : { ...current[groupId], [optionId]: count },
    }));

  const problems: Record<string, string | null> = {};
  if (isRestaurantShaped(item))
    for (const type of GROUP_TYPES)
      for (const group of item[type])
        problems[group.id] = selectionProblem(type, group, counts[group.id] ?? {});
  const variantProblem =
    isGroceryShaped(item) && item.variants.length && !variantId ? t('Choose a variant') : null;
  const valid = Object.values(problems).every((problem) => !problem) && !variantProblem;

  const add = () => {
    setChecked(true);
    if (valid) onAdd(draftOf(item, counts, variantId));
  };

  // The item's Add button that opened this went away: the keyboard starts on its options.
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.focus(), []);

  return (
    <Box
      ref={group}
      {...FOCUS_TARGET}
      role="group"
      aria-label={t('Options for {{name}}', { name: item.name })}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mt: 1 }}
    >
      {isGroceryShaped(item) ? (
        <FormControl error={checked && !!variantProblem}>
          <FormLabel id={`variant-${item.id}`}>{t('Variant')}</FormLabel>
          <RadioGroup
            aria-labelledby={`variant-${item.id}`}
            value={variantId ?? ''}
            onChange={(event) => setVariantId(event.target.value)}
          >
            {item.variants.map((variant) => (
              <FormControlLabel
                key={variant.id}
                value={variant.id}
                control={<Radio size="small" />}
                label={`${variant.variantName}: ${variant.value} (${money(variant.newPriceMinor)})`}
              />
            ))}
          </RadioGroup>
          {checked && variantProblem ? <FormHelperText>{variantProblem}</FormHelperText> : null}
        </FormControl>
      ) : (
        GROUP_TYPES.flatMap((type) =>
          item[type].map((group) => {
            const labelId = `group-${item.id}-${group.id}`;
            const problem = checked ? problems[group.id] : null;
            const price = (minor: number) => (minor ? ` (+${money(minor)})` : '');
            return (
              <FormControl
                key={group.id}
                component="fieldset"
                error={!!problem}
                sx={{ display: 'block', mb: 1 }}
              >
                <FormLabel component="legend" id={labelId}>
                  {group.name}
                </FormLabel>
                {type === 'selectors' ? (
                  <RadioGroup
                    aria-labelledby={labelId}
                    value={Object.keys(counts[group.id] ?? {})[0] ?? ''}
                    onChange={(event) => setCount(group.id, event.target.value, 1, true)}
                  >
                    {group.options.map((option) => (
                      <FormControlLabel
                        key={option.id}
                        value={option.id}
                        control={<Radio size="small" />}
                        label={`${option.value}${price(option.additionalPriceMinor)}`}
                      />
                    ))}
                  </RadioGroup>
                ) : type === 'modifiers' ? (
                  group.options.map((option) => (
                    <FormControlLabel
                      key={option.id}
                      sx={{ display: 'flex' }}
                      control={
                        <Checkbox
                          size="small"
                          checked={(counts[group.id]?.[option.id] ?? 0) > 0}
                          onChange={(event) =>
                            setCount(group.id, option.id, event.target.checked ? 1 : 0)
                          }
                        />
                      }
                      label={`${option.value}${price(option.additionalPriceMinor)}`}
                    />
                  ))
                ) : (
                  group.options.map((option) => (
                    <TextField
                      key={option.id}
                      type="number"
                      size="small"
                      margin="dense"
                      label={`${option.value}${price(option.additionalPriceMinor)}`}
                      value={counts[group.id]?.[option.id] ?? 0}
                      onChange={(event) =>
                        setCount(
                          group.id,
                          option.id,
                          Math.max(0, Math.min(99, Math.trunc(Number(event.target.value) || 0))),
                        )
                      }
                      slotProps={{ htmlInput: { min: 0, max: 99, inputMode: 'numeric' } }}
                      sx={{ mr: 1, width: 180 }}
                    />
                  ))
                )}
                {problem ? <FormHelperText>{t(problem)}</FormHelperText> : null}
              </FormControl>
            );
          }),
        )
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={onCancel}>{t('Back')}</Button>
        <Button variant="contained" onClick={add}>
          {t('Add {{name}}', { name: item.name })}
        </Button>
      </Box>
    </Box>
  );
}
