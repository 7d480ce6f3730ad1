import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  branchPinInputSchema,
  type Branch,
  type BranchPinInput,
} from '@scanorder/shared/business/branch';
import { StaffPinField } from '../../../components/staff-pin-field.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

interface BranchPinDialogProps {
  branch: Branch;
  pending: boolean;
  onSave: (input: BranchPinInput) => void;
  onClose: () => void;
}

/** Set or change a branch's staff PIN (4 to 8 digits). The stored PIN is hashed and never shown. */
export function BranchPinDialog({ branch, pending, onSave, onClose }: BranchPinDialogProps) {
  const { t } = useOwnerT();
  const form = useForm<BranchPinInput>({
    resolver: zodResolver(branchPinInputSchema),
    mode: 'onChange',
    defaultValues: { pin: '' },
  });
  return (
    <FormDialog
      title={
        branch.hasPin
          ? t('Change staff PIN for {{name}}', { name: branch.name })
          : t('Set staff PIN for {{name}}', { name: branch.name })
      }
      onSubmit={form.handleSubmit(onSave)}
      onClose={onClose}
      pending={pending}
      submitLabel={t('Save PIN')}
      maxWidth="xs"
    >
      <DialogContentText>
        {t(
          "Staff enter this PIN on a shared device to open this branch's live orders. Five wrong PINs lock it for 5 minutes.",
        )}
      </DialogContentText>
      <StaffPinField control={form.control} setting />
    </FormDialog>
  );
}
