import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { KIND_LABEL } from '@scanorder/shared/business/constants';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { accountPath } from '../../../lib/account-links.ts';
import { errorMessageOf } from '../../../api/client.ts';
import { useMeQuery } from '../../../api/me.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { deleteBusiness } from '../api/business-api.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/**
 * The Terms' promise that a business can be deleted from the app: admin only (docs/product/roles.md),
 * after a confirmation naming everything that goes with it.
 */
export function DeleteBusinessCard({ kind, business }: { kind: BusinessKind; business: Business }) {
  const me = useMeQuery();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const { t } = useOwnerT();
  const label = t(KIND_LABEL[kind]);
  // Whole phrases: Spanish writes them in sentence case ("Eliminar restaurante").
  const deleteLabel = kind === 'restaurant' ? t('Delete Restaurant') : t('Delete Grocery');
  const remove = useMutation({
    mutationFn: () => deleteBusiness(kind),
    onSuccess: () => {
      setConfirming(false);
      queryClient.setQueryData(queryKeys.business(kind), null);
      toast.success(t('{{name}} deleted', { name: business.businessName }));
      if (me.data) void navigate(accountPath(me.data, 'overview'));
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  if (me.data?.member.role !== 'admin') return null;

  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: 'error.light' }}>
      <Typography variant="h6" component="h2">
        {t('Delete this {{kind}}', { kind: label.toLowerCase() })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t(
          'Removes {{name}} from ScanOrder with its branches, menu, QR codes and orders. Download your data from your Profile first if you want to keep a copy.',
          { name: business.businessName },
        )}
      </Typography>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setConfirming(true)}
      >
        {deleteLabel}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('Delete {{name}}?', { name: business.businessName })}
        confirmLabel={deleteLabel}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      >
        {t(
          'Its branches, menu, QR codes and orders are deleted for good, and its QR codes stop working. This cannot be undone.',
        )}
      </ConfirmDialog>
    </Paper>
  );
}
