import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  branchPinInputSchema,
  type Branch,
  type BranchPinInput,
} from '@scanorder/shared/business/branch';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface BranchPinDialogProps {
  branch: Branch;
  pending: boolean;
  onSave: (input: BranchPinInput) => void;
  onClose: () => void;
}

/** Set or change a branch's staff PIN (4 to 8 digits). The stored PIN is hashed and never shown. */
export function BranchPinDialog({ branch, pending, onSave, onClose }: BranchPinDialogProps) {
  const { t } = useOwnerT();
  const titleId = useId();
  const form = useForm<BranchPinInput>({
    resolver: zodResolver(branchPinInputSchema),
    mode: 'onChange',
    defaultValues: { pin: '' },
  });
  const onSubmit = form.handleSubmit(onSave);
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          {branch.hasPin
            ? t('Change staff PIN for {{name}}', { name: branch.name })
            : t('Set staff PIN for {{name}}', { name: branch.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t(
              "Staff enter this PIN on a shared device to open this branch's live orders. Five wrong PINs lock it for 5 minutes.",
            )}
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="pin"
            label={t('Staff PIN')}
            type="password"
            autoComplete="new-password"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('Save PIN')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
