import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { kioskPinInputSchema, type KioskPinInput } from '@scanorder/shared/ordering/board';
import { StaffPinField } from '../../../components/staff-pin-field.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

interface KioskPinFormProps {
  pending: boolean;
  /** The server's refusal: 'Incorrect PIN', the lockout, or no PIN set. */
  error: string | null;
  onSubmit: (input: KioskPinInput) => void;
}

/** The staff PIN (4 to 8 digits) that opens a branch's board on a shared device. */
export function KioskPinForm({ pending, error, onSubmit }: KioskPinFormProps) {
  const { t } = useOwnerT();
  const titleId = useId();
  const form = useForm<KioskPinInput>({
    resolver: zodResolver(kioskPinInputSchema),
    mode: 'onSubmit',
    defaultValues: { pin: '' },
  });
  // The shared device is here for the PIN: its field takes the keyboard (a tablet's number pad).
  useEffect(() => form.setFocus('pin'), [form]);
  const submit = form.handleSubmit((values) => {
    onSubmit(values);
    form.reset({ pin: '' });
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 400, mx: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <LockOutlinedIcon color="primary" aria-hidden />
        <Typography id={titleId} variant="h5" component="h1">
          {t('Kiosk mode')}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>
        {t("Enter this store's staff PIN to open its live orders on this device.")}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <StaffPinField control={form.control} setting={false} />
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        ) : null}
        <PendingButton
          pending={pending}
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 2 }}
        >
          {t('Open Board')}
        </PendingButton>
      </form>
    </Paper>
  );
}
