import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { countOf, type useQrCodeRemoval } from '../hooks/use-qr-codes.ts';

/** What is about to be deleted: one code (its card's Delete) or the ticked ones. */
export type QrDeletion = { code: QrCode } | { ids: string[] } | null;

interface QrDeleteDialogProps {
  deletion: QrDeletion;
  removal: ReturnType<typeof useQrCodeRemoval>;
  onDeleted: (ids: string[]) => void;
  onCancel: () => void;
  /** Where the keyboard goes once the deleted code's card (and its Delete) is gone. */
  focusAfterClose: () => HTMLElement | null;
}

/** "Delete QR code Table 1?" or "Delete 3 QR codes?": printed copies stop working. */
export function QrDeleteDialog({
  deletion,
  removal,
  onDeleted,
  onCancel,
  focusAfterClose,
}: QrDeleteDialogProps) {
  const { t } = useOwnerT();
  const one = deletion && 'code' in deletion ? deletion.code : null;
  const many = deletion && 'ids' in deletion ? deletion.ids : null;
  return (
    <>
      <ConfirmDialog
        destructive
        open={one !== null}
        title={t('Delete QR code {{identifier}}?', { identifier: one?.identifier ?? '' })}
        confirmLabel={t('Delete')}
        pending={removal.removeOne.isPending}
        focusAfterClose={focusAfterClose}
        onConfirm={() => {
          if (one) removal.removeOne.mutate(one, { onSuccess: () => onDeleted([one.id]) });
        }}
        onCancel={onCancel}
      >
        {t(
          'Printed copies stop working: the short link leads nowhere once the code is deleted. Orders already placed keep their details.',
        )}
      </ConfirmDialog>
      <ConfirmDialog
        destructive
        open={many !== null}
        title={t('Delete {{codes}}?', { codes: countOf(many?.length ?? 0, t) })}
        confirmLabel={t('Delete')}
        pending={removal.removeMany.isPending}
        focusAfterClose={focusAfterClose}
        onConfirm={() => {
          if (many) removal.removeMany.mutate(many, { onSuccess: () => onDeleted(many) });
        }}
        onCancel={onCancel}
      >
        {t(
          'Printed copies of these codes stop working: their short links lead nowhere once deleted. Orders already placed keep their details.',
        )}
      </ConfirmDialog>
    </>
  );
}
