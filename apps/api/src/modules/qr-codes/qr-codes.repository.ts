import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { customerPrefillSchema } from '@scanorder/shared/ordering/customer';
import { additionalDataSchema } from '@scanorder/shared/ordering/place-order';
import { qrAddressSchema } from '@scanorder/shared/qr/qr-code';
import type { Database } from '../../db/client.ts';
import { branches } from '../../db/schema/business.ts';
import { qrCodes } from '../../db/schema/orders.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';

type QrCodeRow = typeof qrCodes.$inferSelect;
export type NewQrCode = Omit<
  typeof qrCodes.$inferInsert,
  'id' | 'accountId' | 'createdAt' | 'updatedAt'
>;
export type QrCodePatch = Partial<
  Pick<
    NewQrCode,
    'branchId' | 'identifier' | 'description' | 'address' | 'additionalData' | 'prefill'
  >
>;

/** A QR code row with its JSONB checked on the way out, and its branch's store name. */
function readQrCode(row: QrCodeRow, storeName: string) {
  return {
    ...row,
    storeName,
    address: row.address === null ? null : qrAddressSchema.parse(row.address),
    additionalData: additionalDataSchema.parse(row.additionalData),
    prefill: row.prefill === null ? null : customerPrefillSchema.parse(row.prefill),
  };
}
export type QrCodeRecord = ReturnType<typeof readQrCode>;

const columns = { code: qrCodes, storeName: branches.name };
const withBranch = (row: { code: QrCodeRow; storeName: string }) =>
  readQrCode(row.code, row.storeName);

export function createQrCodesRepository(db: Database) {
  const ofBusiness = (scope: TenantScope, businessId: string) =>
    ofTenant(qrCodes, scope, eq(qrCodes.businessId, businessId));
  const joinBranch = eq(branches.id, qrCodes.branchId);

  async function findById(
    scope: TenantScope,
    businessId: string,
    id: string,
  ): Promise<QrCodeRecord | undefined> {
    const [row] = await db
      .select(columns)
      .from(qrCodes)
      .innerJoin(branches, joinBranch)
      .where(and(ofBusiness(scope, businessId), eq(qrCodes.id, id)))
      .limit(1);
    return row && withBranch(row);
  }

  return {
    /** Codes of a business (optionally one branch), by branch order then creation. */
    async list(
      scope: TenantScope,
      businessId: string,
      options: { branchId?: string | undefined; limit: number },
    ): Promise<QrCodeRecord[]> {
      const rows = await db
        .select(columns)
        .from(qrCodes)
        .innerJoin(branches, joinBranch)
        .where(
          and(
            ofBusiness(scope, businessId),
            options.branchId ? eq(qrCodes.branchId, options.branchId) : undefined,
          ),
        )
        .orderBy(
          asc(branches.position),
          asc(qrCodes.createdAt),
          sql`lower(${qrCodes.identifier})`,
          asc(qrCodes.id),
        )
        .limit(options.limit);
      return rows.map(withBranch);
    },

    findById,

    /** The code of a branch and identifier (the customer menu's prefill and additional data). */
    async findByIdentifier(
      scope: TenantScope,
      branchId: string,
      identifier: string,
    ): Promise<QrCodeRecord | undefined> {
      const [row] = await db
        .select(columns)
        .from(qrCodes)
        .innerJoin(branches, joinBranch)
        .where(
          ofTenant(
            qrCodes,
            scope,
            eq(qrCodes.branchId, branchId),
            sql`lower(${qrCodes.identifier}) = lower(${identifier})`,
          ),
        )
        .limit(1);
      return row && withBranch(row);
    },

    /**
     * Adds codes. `checkLimit` sees how many codes the account has under a per-account lock, so
     * two requests at once cannot both pass the plan's QR code limit.
     */
    async insertMany(
      scope: TenantScope,
      values: NewQrCode[],
      checkLimit: (accountQrCount: number) => void,
    ): Promise<QrCodeRecord[]> {
      if (values.length === 0) return [];
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`qr_codes:${scope.accountId}`}))`,
        );
        const [total] = await tx
          .select({ value: count() })
          .from(qrCodes)
          .where(ofTenant(qrCodes, scope));
        checkLimit(total?.value ?? 0);
        const rows = await tx
          .insert(qrCodes)
          .values(
            // One microsecond apart, in the order given: codes made in one go list as made
            // (Table 2 before Table 10), not by the text order of their identifiers.
            values.map((value, index) => ({
              ...value,
              accountId: scope.accountId,
              createdAt: sql`now() + ${index} * interval '1 microsecond'`,
            })),
          )
          .returning();
        const names = await tx
          .select({ id: branches.id, name: branches.name })
          .from(branches)
          .where(
            ofTenant(
              branches,
              scope,
              inArray(branches.id, [...new Set(rows.map((row) => row.branchId))]),
            ),
          );
        const nameOf = new Map(names.map((branch) => [branch.id, branch.name]));
        return rows.map((row) => readQrCode(row, nameOf.get(row.branchId) ?? ''));
      });
    },

    async update(
      scope: TenantScope,
      businessId: string,
      id: string,
      patch: QrCodePatch,
    ): Promise<QrCodeRecord | undefined> {
      const [row] = await db
        .update(qrCodes)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(ofBusiness(scope, businessId), eq(qrCodes.id, id)))
        .returning({ id: qrCodes.id });
      return row ? findById(scope, businessId, row.id) : undefined;
    },

    /** Deletes the given codes of the business; returns how many there were. */
    async deleteMany(scope: TenantScope, businessId: string, ids: string[]): Promise<number> {
      const deleted = await db
        .delete(qrCodes)
        .where(and(ofBusiness(scope, businessId), inArray(qrCodes.id, ids)))
        .returning({ id: qrCodes.id });
      return deleted.length;
    },

    /**
     * The code behind a `/q/<code>` short link, for anyone who scanned it: no tenant, because the
     * random short code is the whole credential and leads only to a public menu.
     */
    async unsafeFindByShortCode(shortCode: string): Promise<QrCodeRecord | undefined> {
      const [row] = await db
        .select(columns)
        .from(qrCodes)
        .innerJoin(branches, joinBranch)
        .where(eq(qrCodes.shortCode, shortCode))
        .limit(1);
      return row && withBranch(row);
    },
  };
}

export type QrCodesRepository = ReturnType<typeof createQrCodesRepository>;
