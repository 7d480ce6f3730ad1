import type { BusinessKind } from '@scanorder/shared/account/services';
import { EMPTY_PREFILL, type CustomerPrefill } from '@scanorder/shared/ordering/customer';
import { QR_LIST_LIMIT } from '@scanorder/shared/qr/qr-code';
import type { AppDependencies } from '../app.ts';
import { createBranchesRepository } from '../modules/business/branches.repository.ts';
import { createBusinessRepository } from '../modules/business/business.repository.ts';
import { createQrCodesRepository } from '../modules/qr-codes/qr-codes.repository.ts';
import { newShortCode } from '../modules/qr-codes/short-code.ts';

interface DemoCode {
  identifier: string;
  description: string;
  additionalData?: { key: string; value: string }[];
  prefill?: CustomerPrefill;
}

const tables = (count: number): DemoCode[] =>
  Array.from({ length: count }, (_, index) => ({
    identifier: `Table ${index + 1}`,
    description: index < 2 ? 'Window side' : 'Main hall',
  }));

/** Codes per branch position: the first branch gets the full set, the others a few tables. */
const DEMO_CODES: Record<BusinessKind, (position: number) => DemoCode[]> = {
  restaurant: (position) =>
    position === 0
      ? [
          ...tables(5),
          { identifier: 'Counter', description: 'Takeaway counter' },
          {
            identifier: 'Asha Raman',
            description: 'Office lunch order',
            additionalData: [{ key: 'Company', value: 'Kovai Tech Park' }],
            prefill: {
              ...EMPTY_PREFILL,
              firstName: 'Asha',
              lastName: 'Raman',
              mobileNo: '9876512345',
              emailAddress: 'asha.raman@example.com',
            },
          },
        ]
      : tables(2),
  grocery: (position) =>
    position === 0
      ? [
          { identifier: 'Counter', description: 'Billing counter' },
          {
            identifier: 'Ravi Kumar',
            description: 'Weekly home delivery',
            additionalData: [{ key: 'Gate', value: 'Use the side gate' }],
            prefill: {
              firstName: 'Ravi',
              lastName: 'Kumar',
              mobileNo: '9876598765',
              emailAddress: 'ravi.kumar@example.com',
              streetAddress: 'Avinashi Road',
              buildingNumber: '42',
              stateName: 'Tamil Nadu',
              zipCode: '641018',
            },
          },
        ]
      : [{ identifier: 'Counter', description: 'Billing counter' }],
};

/**
 * QR codes for the demo restaurant and grocery branches: tables, a counter and a named customer
 * with a prefill. A code is added only where its branch lacks that identifier, so running it again
 * changes nothing.
 */
export async function seedDemoQrCodes(deps: Pick<AppDependencies, 'database'>, accountId: string) {
  const scope = { accountId };
  const businesses = createBusinessRepository(deps.database.db);
  const branches = createBranchesRepository(deps.database.db);
  const qrCodes = createQrCodesRepository(deps.database.db);
  let added = 0;
  for (const kind of ['restaurant', 'grocery'] as const) {
    const business = await businesses.findByKind(scope, kind);
    if (!business) continue;
    const existing = new Set(
      (await qrCodes.list(scope, business.id, { limit: QR_LIST_LIMIT })).map(
        (code) => `${code.branchId}:${code.identifier.toLowerCase()}`,
      ),
    );
    const missing = (await branches.list(scope, business.id)).flatMap((branch, position) =>
      DEMO_CODES[kind](position)
        .filter((code) => !existing.has(`${branch.id}:${code.identifier.toLowerCase()}`))
        .map((code) => ({
          businessId: business.id,
          kind,
          branchId: branch.id,
          identifier: code.identifier,
          description: code.description,
          address: null,
          additionalData: code.additionalData ?? [],
          prefill: code.prefill ?? null,
          shortCode: newShortCode(),
        })),
    );
    added += (await qrCodes.insertMany(scope, missing, () => undefined)).length;
  }
  return { added };
}
