import type { BusinessKind } from '@scanorder/shared/account/services';
import type { QrCode } from '@scanorder/shared/qr/qr-code';

export const MAIN_STREET = '22222222-2222-4222-8222-222222222222';
export const HARBOUR_ROAD = '33333333-3333-4333-8333-333333333333';

let counter = 0;

/** A QR code as the API answers it (test data for the component tests). */
export function makeQrCode(overrides: Partial<QrCode> = {}, kind: BusinessKind = 'restaurant') {
  counter += 1;
  const identifier = overrides.identifier ?? `Table ${counter}`;
  const shortCode = `Code${String(counter).padStart(4, '0')}`;
  const code: QrCode = {
    id: `44444444-4444-4444-8444-${String(counter).padStart(12, '0')}`,
    kind,
    branchId: MAIN_STREET,
    storeName: 'Main Street',
    identifier,
    description: null,
    address: null,
    additionalData: [],
    prefill: null,
    shortCode,
    shortUrl: `http://localhost:3000/q/${shortCode}`,
    menuPath: `/acc-1/${kind}/biz-1/store/${MAIN_STREET}/identity/${encodeURIComponent(identifier)}/menu`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
  return code;
}
