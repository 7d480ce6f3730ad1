import type { TFunction } from 'i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { useToast } from '../../../lib/use-toast.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { deleteQrCode, deleteQrCodes, fetchQrCodes } from '../api/qr-codes-api.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';

export const countOf = (count: number, t: TFunction) => t('{{count}} QR codes', { count });

export function useQrCodes(kind: BusinessKind, branchId: string | null) {
  return useQuery({
    queryKey: queryKeys.qrCodes.list(kind, branchId ?? ''),
    queryFn: ({ signal }) => fetchQrCodes(kind, branchId!, signal),
    enabled: branchId !== null,
  });
}

/** Delete one code or many; the lists are asked again afterwards. */
export function useQrCodeRemoval(kind: BusinessKind) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useOwnerT();
  const errors = serverErrorsOf(kind);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.qrCodes.all(kind) });

  const removeOne = useMutation({
    mutationFn: (code: QrCode) => deleteQrCode(kind, code.id),
    onSuccess: async (_, code) => {
      toast.success(t('QR code {{identifier}} deleted', { identifier: code.identifier }));
      await refresh();
    },
    onError: (error) => toast.error(withServerMessage(t(errors.deleteQrCode), error)),
  });

  const removeMany = useMutation({
    mutationFn: (ids: string[]) => deleteQrCodes(kind, ids),
    onSuccess: async ({ deleted }) => {
      toast.success(t('{{codes}} deleted', { codes: countOf(deleted, t) }));
      await refresh();
    },
    onError: (error) => toast.error(withServerMessage(t(errors.deleteQrCode), error)),
  });

  return { removeOne, removeMany, refresh };
}
