import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { FormNumberField } from '../../../components/form-number-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { newVariant, type ItemFormValues } from './item-form-values.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FormSection } from '../../../components/form-section.tsx';

/** Grocery variants: a name and value (Size: 1 kg) whose price replaces the base price. */
export function VariantsSection({
  control,
  errors,
  currency,
}: {
  control: Control<ItemFormValues>;
  errors: FieldErrors<ItemFormValues>;
  currency: string;
}) {
  const { t } = useOwnerT();
  const variants = useFieldArray({ control, name: 'variants', keyName: 'fieldKey' });
  const addVariantRef = useRef<HTMLButtonElement>(null);
  const listError = errors.variants?.root?.message ?? errors.variants?.message;
  return (
    <FormSection
      title={t('Variants')}
      hint={t('For example Size 500 g and Size 1 kg, each with its own price.')}
    >
      {variants.fields.map((variant, index) => (
        <Box
          key={variant.fieldKey}
          role="group"
          aria-label={t('Variant {{number}}', { number: index + 1 })}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: '1 1 140px' }}>
            <FormTextField
              control={control}
              name={`variants.${index}.variantName`}
              label={t('Variant Name')}
              size="small"
            />
          </Box>
          <Box sx={{ flex: '1 1 140px' }}>
            <FormTextField
              control={control}
              name={`variants.${index}.value`}
              label={t('Value')}
              size="small"
            />
          </Box>
          <Box sx={{ flex: '1 1 120px' }}>
            <FormNumberField
              control={control}
              name={`variants.${index}.newPriceMinor`}
              label={t('New Price ({{currency}})', { currency })}
              money
              size="small"
            />
          </Box>
          <IconButton
            aria-label={t('Remove variant {{number}}', { number: index + 1 })}
            onClick={() => {
              // The Remove goes with its variant: the keyboard goes on to Add Variant.
              addVariantRef.current?.focus();
              variants.remove(index);
            }}
            sx={{ mt: 2 }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      ))}
      {listError ? <FormHelperText error>{t(listError)}</FormHelperText> : null}
      <Button
        ref={addVariantRef}
        variant="outlined"
        size="small"
        startIcon={<AddIcon />}
        onClick={() => variants.append(newVariant())}
      >
        {t('Add Variant')}
      </Button>
    </FormSection>
  );
}
