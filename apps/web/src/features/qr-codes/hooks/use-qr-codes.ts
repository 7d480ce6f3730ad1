import type { TFunction } from 'i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { useListChange } from '../../../lib/use-list-change.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { deleteQrCode, deleteQrCodes, fetchQrCodes } from '../api/qr-codes-api.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

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
  const { t } = useOwnerT();
  const errors = serverErrorsOf(kind);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.qrCodes.all(kind) });

  const removeOne = useListChange({
    run: (code: QrCode) => deleteQrCode(kind, code.id),
    done: (_, code) => t('QR code {{identifier}} deleted', { identifier: code.identifier }),
    failed: t(errors.deleteQrCode),
    refresh,
  });

  const removeMany = useListChange({
    run: (ids: string[]) => deleteQrCodes(kind, ids),
    done: ({ deleted }) => t('{{codes}} deleted', { codes: countOf(deleted, t) }),
    failed: t(errors.deleteQrCode),
    refresh,
  });

  return { removeOne, removeMany, refresh };
}
