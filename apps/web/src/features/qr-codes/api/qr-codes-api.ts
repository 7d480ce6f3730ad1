import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  qrCodeDeleteManyResultSchema,
  qrCodeListSchema,
  qrCodeSchema,
  type QrCodeInput,
} from '@scanorder/shared/qr/qr-code';
import { qrCodeRangeResultSchema, type QrCodeRangeInput } from '@scanorder/shared/qr/qr-range';
import { businessPath } from '@scanorder/shared/api/paths';
import { apiRequest } from '../../../api/client.ts';

const codesPath = (kind: BusinessKind) => `${businessPath(kind)}/qr-codes`;
const codePath = (kind: BusinessKind, id: string) => `${codesPath(kind)}/${encodeURIComponent(id)}`;

export type QrImageFormat = 'png' | 'svg';

/** A bare code, or a labelled card (logo, business name, "Scan to order", label, short link). */
export type QrImageStyle = 'image' | 'labelled';

export const fetchQrCodes = async (kind: BusinessKind, branchId: string, signal?: AbortSignal) =>
  (
    await apiRequest(`${codesPath(kind)}?branchId=${encodeURIComponent(branchId)}`, {
      schema: qrCodeListSchema,
      signal,
    })
  ).qrCodes;

export const createQrCode = (kind: BusinessKind, input: QrCodeInput) =>
  apiRequest(codesPath(kind), { method: 'POST', body: input, schema: qrCodeSchema });

/** "Table 1" to "Table 20" in one request: all are added or none. */
export const createQrCodeRange = (kind: BusinessKind, input: QrCodeRangeInput) =>
  apiRequest(`${codesPath(kind)}/range`, {
    method: 'POST',
    body: input,
    schema: qrCodeRangeResultSchema,
  });

export const updateQrCode = (kind: BusinessKind, id: string, input: QrCodeInput) =>
  apiRequest(codePath(kind, id), { method: 'PUT', body: input, schema: qrCodeSchema });

export const deleteQrCode = (kind: BusinessKind, id: string) =>
  apiRequest(codePath(kind, id), { method: 'DELETE' });

export const deleteQrCodes = (kind: BusinessKind, ids: string[]) =>
  apiRequest(`${codesPath(kind)}/delete`, {
    method: 'POST',
    body: { ids },
    schema: qrCodeDeleteManyResultSchema,
  });

/** The code as an image (it encodes the short link); also the preview's source. */
export const qrImageUrl = (
  kind: BusinessKind,
  id: string,
  format: QrImageFormat,
  style: QrImageStyle = 'image',
) => `${codePath(kind, id)}/${style}.${format}`;

/** Branded tents, cards or stickers of chosen codes (POST, the body says which and how). */
export const qrPrintUrl = (kind: BusinessKind) => `${codesPath(kind)}/print.pdf`;

/** Every code of a store name on a print-ready A4 PDF. */
export const branchSheetUrl = (kind: BusinessKind, branchId: string) =>
  `${businessPath(kind)}/branches/${encodeURIComponent(branchId)}/qr-codes.pdf`;
