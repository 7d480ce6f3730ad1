import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import { orderStatusInputSchema } from '@scanorder/shared/ordering/place-order';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** The description rule of the shared status schema: required for a cancel, at most 500. */
const cancelFormSchema = z
  .object({
    cancelDescription: z.string(),
  })
  .superRefine((values, context) => {
    const parsed = orderStatusInputSchema.safeParse({
      status: 'Order Cancelled',
      version: 1,
      cancelDescription: values.cancelDescription,
    });
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      if (issue.path[0] === 'cancelDescription')
        context.addIssue({ code: 'custom', message: issue.message, path: ['cancelDescription'] });
  });
type CancelForm = z.infer<typeof cancelFormSchema>;

interface CancelOrderDialogProps {
  order: BoardTicket;
  pending: boolean;
  /** `onCancelled` runs once the server has the cancel: only then is the typed reason forgotten. */
  onConfirm: (description: string, onCancelled: () => void) => void;
  onClose: () => void;
}

/** Cancelling needs a description; the customer sees it on the order page (docs/product/order-states.md). */
export function CancelOrderDialog({ order, pending, onConfirm, onClose }: CancelOrderDialogProps) {
  const { t } = useOwnerT();
  const titleId = useId();
  const form = useForm<CancelForm>({
    resolver: zodResolver(cancelFormSchema),
    mode: 'onTouched',
    defaultValues: { cancelDescription: '' },
  });
  // Per order: a half-typed reason for one ticket never shows up on another's cancel.
  const draft = useFormDraft(form, `orders.cancel.${order.id}`);
  const onSubmit = form.handleSubmit((values) =>
    onConfirm(values.cancelDescription.trim(), draft.clear),
  );

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
          {t('Cancel Order {{reference}}', { reference: order.reference })}
        </DialogTitle>
        <DialogContent>
          {draft.prompt}
          <DialogContentText>
            {t('Tell')} {order.personalDataErased ? t('the customer') : order.customer.firstName}{' '}
            {t('why the order is cancelled. They see this on their order page.')}
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="cancelDescription"
            label={t('Cancel description')}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('Keep Order')}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" /> : null}
          >
            {t('Cancel Order')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
