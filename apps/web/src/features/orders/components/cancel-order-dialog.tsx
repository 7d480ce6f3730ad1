import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import { orderStatusInputSchema } from '@scanorder/shared/ordering/place-order';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

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
    <FormDialog
      title={t('Cancel Order {{reference}}', { reference: order.reference })}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={pending}
      submitLabel={t('Cancel Order')}
      cancelLabel={t('Keep Order')}
      destructive
      maxWidth="xs"
    >
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
    </FormDialog>
  );
}
