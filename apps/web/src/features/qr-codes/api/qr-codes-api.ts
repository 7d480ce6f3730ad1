import type { BusinessKind } from '@scanorder/shared/account/services';
import type { QrCodeInput } from '@scanorder/shared/qr/qr-code';
import type { QrCodeRangeInput } from '@scanorder/shared/qr/qr-range';
import { businessPath } from '@scanorder/shared/api/paths';
import { qrCodeRoutes, qrCodesPath } from '@scanorder/shared/api/qr-codes';
import { callRoute } from '../../../api/client.ts';

const codePath = (kind: BusinessKind, id: string) =>
  `${qrCodesPath(kind)}/${encodeURIComponent(id)}`;

export type QrImageFormat = 'png' | 'svg';

/** A bare code, or a labelled card (logo, business name, "Scan to order", label, short link). */
export type QrImageStyle = 'image' | 'labelled';

export const fetchQrCodes = async (kind: BusinessKind, branchId: string, signal?: AbortSignal) =>
  (await callRoute(qrCodeRoutes[kind].list, { query: { branchId }, signal })).qrCodes;

export const createQrCode = (kind: BusinessKind, input: QrCodeInput) =>
  callRoute(qrCodeRoutes[kind].create, { body: input });

/** "Table 1" to "Table 20" in one request: all are added or none. */
export const createQrCodeRange = (kind: BusinessKind, input: QrCodeRangeInput) =>
  callRoute(qrCodeRoutes[kind].createRange, { body: input });

export const updateQrCode = (kind: BusinessKind, id: string, input: QrCodeInput) =>
  callRoute(qrCodeRoutes[kind].update, { params: { id }, body: input });

export const deleteQrCode = (kind: BusinessKind, id: string) =>
  callRoute(qrCodeRoutes[kind].delete, { params: { id } });

export const deleteQrCodes = (kind: BusinessKind, ids: string[]) =>
  callRoute(qrCodeRoutes[kind].deleteMany, { body: { ids } });

/** The code as an image (it encodes the short link); also the preview's source. */
export const qrImageUrl = (
  kind: BusinessKind,
  id: string,
  format: QrImageFormat,
  style: QrImageStyle = 'image',
) => `${codePath(kind, id)}/${style}.${format}`;

/** Branded tents, cards or stickers of chosen codes (POST, the body says which and how). */
export const qrPrintUrl = (kind: BusinessKind) => `${qrCodesPath(kind)}/print.pdf`;

/** Every code of a store name on a print-ready A4 PDF. */
export const branchSheetUrl = (kind: BusinessKind, branchId: string) =>
  `${businessPath(kind)}/branches/${encodeURIComponent(branchId)}/qr-codes.pdf`;
