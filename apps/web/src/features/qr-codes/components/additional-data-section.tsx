import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import { useEffect } from 'react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldPath,
  type UseFormClearErrors,
  type UseFormSetError,
} from 'react-hook-form';
import { MAX_ADDITIONAL_DATA, qrMessages, type QrCodeInput } from '@scanorder/shared/qr/qr-code';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { hasRepeatedKey, newAdditionalDataRow, type QrFormValues } from './qr-form-values.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FormSection } from '../../../components/form-section.tsx';

/** A field array's own error lives under `.root` (RHF's types name only the fields). */
const LIST_ERROR = 'additionalData.root' as FieldPath<QrFormValues>;

/** Key/value pairs shown on every order placed through the code (e.g. Floor: Rooftop). */
export function AdditionalDataSection({
  control,
  errors,
  setError,
  clearErrors,
}: {
  control: Control<QrFormValues, unknown, QrCodeInput>;
  errors: FieldErrors<QrFormValues>;
  setError: UseFormSetError<QrFormValues>;
  clearErrors: UseFormClearErrors<QrFormValues>;
}) {
  const { t } = useOwnerT();
  const rows = useFieldArray({ control, name: 'additionalData', keyName: 'fieldKey' });
  const values = useWatch({ control, name: 'additionalData' });
  const repeated = hasRepeatedKey(values);

  // The form checks a list-wide rule on submit only; a repeated key shows as it is typed.
  useEffect(() => {
    if (repeated) setError(LIST_ERROR, { type: 'repeated', message: qrMessages.duplicateKey });
    else clearErrors(LIST_ERROR);
  }, [repeated, setError, clearErrors]);
  const listError = errors.additionalData?.root?.message ?? errors.additionalData?.message;
  const full = rows.fields.length >= MAX_ADDITIONAL_DATA;
  return (
    <FormSection
      title={t('Additional Data')}
      hint={t('Shown on every order placed through this code, for example Floor: Rooftop.')}
    >
      {rows.fields.map((row, index) => (
        <Box
          key={row.fieldKey}
          role="group"
          aria-label={t('Additional data {{number}}', { number: index + 1 })}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: '1 1 96px', minWidth: 0 }}>
            <FormTextField
              control={control}
              name={`additionalData.${index}.key`}
              label={t('Key')}
              size="small"
            />
          </Box>
          <Box sx={{ flex: '2 1 128px', minWidth: 0 }}>
            <FormTextField
              control={control}
              name={`additionalData.${index}.value`}
              label={t('Value')}
              size="small"
            />
          </Box>
          <IconButton
            aria-label={t('Remove additional data {{number}}', { number: index + 1 })}
            onClick={() => rows.remove(index)}
            sx={{ mt: 2 }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      ))}
      {listError ? (
        <FormHelperText error role="alert">
          {t(listError)}
        </FormHelperText>
      ) : null}
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddIcon />}
        disabled={full}
        onClick={() => rows.append(newAdditionalDataRow())}
        sx={{ mt: 1 }}
      >
        {t('Add Data')}
      </Button>
      {full ? (
        <FormHelperText>
          {t('At most {{max}} entries per QR code.', { max: MAX_ADDITIONAL_DATA })}
        </FormHelperText>
      ) : null}
    </FormSection>
  );
}
