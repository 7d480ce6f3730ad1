import type { BusinessKind } from '@scanorder/shared/account/services';
import { AppError } from '@scanorder/shared/errors/app-error';
import { storedPrefillOf } from '@scanorder/shared/ordering/customer';
import {
  customerMenuPath,
  QR_LIST_LIMIT,
  qrMessages,
  type QrAddress,
  type QrCode,
  type QrCodeInput,
} from '@scanorder/shared/qr/qr-code';
import { PRINT_LAYOUTS, SCAN_TO_ORDER_IN, type QrPrintInput } from '@scanorder/shared/qr/qr-print';
import sharp from 'sharp';
import {
  qrRangeMessages,
  rangeIdentifiers,
  type QrCodeRangeInput,
} from '@scanorder/shared/qr/qr-range';
import { assertCan } from '../../auth/roles.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { assertWithinLimit, type PlanLimitsReader } from '../billing/plan-limits.ts';
import type { BranchesRepository } from '../business/branches.repository.ts';
import { branchMessages } from '../business/branches.service.ts';
import type { BusinessService } from '../business/business.service.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { attachmentHeader, fileSafe, qrPng, qrSheetPdf, qrSvg } from './qr-images.ts';
import { labelledQrPng, labelledQrSvg } from './qr-label.ts';
import { qrPrintPdf } from './qr-print.ts';
import type { NewQrCode, QrCodeRecord, QrCodesRepository } from './qr-codes.repository.ts';
import { newShortCode } from './short-code.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';

export interface QrCodesServiceOptions {
  qrCodes: QrCodesRepository;
  branches: BranchesRepository;
  business: BusinessService;
  /** The account's current plan limits (trial, subscription or Starter Kit). */
  planLimits: PlanLimitsReader;
  publicUrl: string;
  /** Where the business logo printed on tents and labels is read from. */
  storage: Pick<FileStorage, 'read'>;
}

export interface QrDownload {
  body: Buffer | string | Uint8Array;
  contentType: string;
  disposition: string;
}

function storedAddressOf(input: QrCodeInput['address']): QrAddress | null {
  if (!input) return null;
  const address = {
    businessAddress: input.businessAddress || null,
    placeId: input.placeId || null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
  return Object.values(address).every((value) => value === null) ? null : address;
}

function columnsOf(input: QrCodeInput) {
  return {
    branchId: input.branchId,
    identifier: input.identifier,
    description: input.description || null,
    address: storedAddressOf(input.address),
    additionalData: input.additionalData,
    prefill: input.prefill ? storedPrefillOf(input.prefill) : null,
  };
}

const duplicateIdentifier = (error: unknown): never => {
  if (isUniqueViolation(error, 'qr_codes_branch_identifier_key'))
    throw new AppError('CONFLICT', qrMessages.duplicateIdentifier, 'identifier');
  throw error;
};

/** QR codes of each kind's business (QR-CODES tab): admins and managers only (`qr.manage`). */
export function createQrCodesService({
  qrCodes,
  branches,
  business,
  planLimits,
  publicUrl,
  storage,
}: QrCodesServiceOptions) {
  const shortUrlOf = (shortCode: string) => `${publicUrl}/q/${shortCode}`;

  function present(record: QrCodeRecord): QrCode {
    return {
      id: record.id,
      kind: record.kind,
      branchId: record.branchId,
      storeName: record.storeName,
      identifier: record.identifier,
      description: record.description,
      address: record.address,
      additionalData: record.additionalData,
      prefill: record.prefill,
      shortCode: record.shortCode,
      shortUrl: shortUrlOf(record.shortCode),
      menuPath: customerMenuPath(record),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
  }

  async function ownerBusiness(ctx: TenantContext, kind: BusinessKind) {
    assertCan(ctx, 'qr.manage');
    return business.requireBusiness(ctx, kind);
  }

  async function assertBranch(ctx: TenantContext, businessId: string, branchId: string) {
    const branch = await branches.findById(ctx, businessId, branchId);
    if (!branch) throw new AppError('NOT_FOUND', branchMessages.notFound, 'branchId');
    return branch;
  }

  async function requireCode(ctx: TenantContext, kind: BusinessKind, id: string) {
    const owner = await ownerBusiness(ctx, kind);
    const record = await qrCodes.findById(ctx, owner.id, id);
    if (!record) throw new AppError('NOT_FOUND', qrMessages.notFound);
    return { owner, record };
  }

  /** The stored logo (WebP) as a PNG a PDF can embed, or null without one (or if unreadable). */
  async function logoPng(logoKey: string | null): Promise<Buffer | null> {
    if (!logoKey) return null;
    const stored = await storage.read(logoKey);
    if (!stored) return null;
    return sharp(stored)
      .resize(600, 600, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer()
      .catch(() => null);
  }

  const entryOf = (businessName: string, record: QrCodeRecord) => ({
    url: shortUrlOf(record.shortCode),
    businessName,
    storeName: record.storeName,
    identifier: record.identifier,
  });

  const naturalOrder = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

  return {
    async list(ctx: TenantContext, kind: BusinessKind, branchId?: string): Promise<QrCode[]> {
      const owner = await ownerBusiness(ctx, kind);
      const records = await qrCodes.list(ctx, owner.id, { branchId, limit: QR_LIST_LIMIT });
      return records.map(present);
    },

    async get(ctx: TenantContext, kind: BusinessKind, id: string): Promise<QrCode> {
      return present((await requireCode(ctx, kind, id)).record);
    },

    /** Adds a code, refused with LIMIT_REACHED beyond the plan's QR code count (whole account). */
    async create(ctx: TenantContext, kind: BusinessKind, input: QrCodeInput): Promise<QrCode> {
      const owner = await ownerBusiness(ctx, kind);
      await assertBranch(ctx, owner.id, input.branchId);
      if (input.prefill) await planLimits.assertFeature(ctx.accountId, 'perCustomerOrdering');
      const limits = await planLimits.forAccount(ctx.accountId);
      // A short code collision (one in 2^47 per pair) just draws again.
      for (let attempt = 0; ; attempt++) {
        const values: NewQrCode = {
          ...columnsOf(input),
          businessId: owner.id,
          kind,
          shortCode: newShortCode(),
        };
        try {
          const [record] = await qrCodes.insertMany(ctx, [values], (current) =>
            assertWithinLimit('qrCount', current, limits),
          );
          return present(record!);
        } catch (error) {
          if (attempt < 3 && isUniqueViolation(error, 'qr_codes_short_code_key')) continue;
          return duplicateIdentifier(error);
        }
      }
    },

    /**
     * Adds "Table 1" to "Table 20" (prefix, from, to) to one store name in one transaction: an
     * identifier the store already has, or a count beyond the plan's limit, refuses them all.
     */
    async createRange(
      ctx: TenantContext,
      kind: BusinessKind,
      input: QrCodeRangeInput,
    ): Promise<QrCode[]> {
      const owner = await ownerBusiness(ctx, kind);
      await assertBranch(ctx, owner.id, input.branchId);
      const identifiers = rangeIdentifiers(input);
      const existing = await qrCodes.list(ctx, owner.id, {
        branchId: input.branchId,
        limit: QR_LIST_LIMIT,
      });
      const taken = new Set(existing.map((record) => record.identifier.toLowerCase()));
      const clashes = identifiers.filter((identifier) => taken.has(identifier.toLowerCase()));
      if (clashes.length > 0)
        throw new AppError('CONFLICT', qrRangeMessages.duplicates(clashes), 'prefix');
      const limits = await planLimits.forAccount(ctx.accountId);
      const values = identifiers.map((identifier): NewQrCode => ({
        ...columnsOf({ ...input, identifier, address: null, additionalData: [], prefill: null }),
        businessId: owner.id,
        kind,
        shortCode: newShortCode(),
      }));
      for (let attempt = 0; ; attempt++) {
        try {
          const records = await qrCodes.insertMany(ctx, values, (current) => {
            try {
              assertWithinLimit('qrCount', current + values.length - 1, limits);
            } catch (error) {
              // The owner needs the room left to pick a smaller range, not just the plan's total.
              if (!(error instanceof AppError)) throw error;
              const left = Math.max(0, limits.qrCount - current);
              throw new AppError(
                error.code,
                `${error.message} ${qrRangeMessages.roomLeft(values.length, left)}`,
              );
            }
          });
          return records.map(present);
        } catch (error) {
          if (attempt < 3 && isUniqueViolation(error, 'qr_codes_short_code_key')) {
            for (const value of values) value.shortCode = newShortCode();
            continue;
          }
          return duplicateIdentifier(error);
        }
      }
    },

    async update(
      ctx: TenantContext,
      kind: BusinessKind,
      id: string,
      input: QrCodeInput,
    ): Promise<QrCode> {
      const owner = await ownerBusiness(ctx, kind);
      await assertBranch(ctx, owner.id, input.branchId);
      // A code's customer prefill is what makes it one customer's (decision 030: Company and up).
      if (input.prefill) await planLimits.assertFeature(ctx.accountId, 'perCustomerOrdering');
      const record = await qrCodes
        .update(ctx, owner.id, id, columnsOf(input))
        .catch(duplicateIdentifier);
      if (!record) throw new AppError('NOT_FOUND', qrMessages.notFound);
      return present(record);
    },

    async delete(ctx: TenantContext, kind: BusinessKind, id: string): Promise<void> {
      const owner = await ownerBusiness(ctx, kind);
      if ((await qrCodes.deleteMany(ctx, owner.id, [id])) === 0)
        throw new AppError('NOT_FOUND', qrMessages.notFound);
    },

    /** Deletes many at once; ids that are not codes of this business are skipped. */
    async deleteMany(ctx: TenantContext, kind: BusinessKind, ids: string[]): Promise<number> {
      const owner = await ownerBusiness(ctx, kind);
      return qrCodes.deleteMany(ctx, owner.id, [...new Set(ids)]);
    },

    /** The code as a PNG or SVG download; it encodes the short link. */
    async image(
      ctx: TenantContext,
      kind: BusinessKind,
      id: string,
      format: 'png' | 'svg',
    ): Promise<QrDownload> {
      const { record } = await requireCode(ctx, kind, id);
      const url = shortUrlOf(record.shortCode);
      const name = `${record.storeName}-${record.identifier}.${format}`;
      const ascii = `${fileSafe(`${record.storeName}-${record.identifier}`)}.${format}`;
      return format === 'png'
        ? {
            body: await qrPng(url),
            contentType: 'image/png',
            disposition: attachmentHeader(name, ascii),
          }
        : {
            body: await qrSvg(url),
            contentType: 'image/svg+xml; charset=utf-8',
            disposition: attachmentHeader(name, ascii),
          };
    },

    /** Every code of a branch on a print-ready A4 PDF. */
    async branchSheet(
      ctx: TenantContext,
      kind: BusinessKind,
      branchId: string,
    ): Promise<QrDownload> {
      const owner = await ownerBusiness(ctx, kind);
      const branch = await assertBranch(ctx, owner.id, branchId);
      const records = await qrCodes.list(ctx, owner.id, { branchId, limit: QR_LIST_LIMIT });
      const pdf = await qrSheetPdf(
        `${owner.businessName} - ${branch.name} QR codes`,
        records.map((record) => ({
          url: shortUrlOf(record.shortCode),
          businessName: owner.businessName,
          storeName: branch.name,
          identifier: record.identifier,
        })),
      );
      const name = `${owner.businessName}-${branch.name}-qr-codes.pdf`;
      return {
        body: Buffer.from(pdf),
        contentType: 'application/pdf',
        disposition: attachmentHeader(
          name,
          `${fileSafe(`${owner.businessName}-${branch.name}`)}-qr-codes.pdf`,
        ),
      };
    },

    /** One code as a labelled card (logo, business name, call to action, label, link). */
    async labelledImage(
      ctx: TenantContext,
      kind: BusinessKind,
      id: string,
      format: 'png' | 'svg',
    ): Promise<QrDownload> {
      const { owner, record } = await requireCode(ctx, kind, id);
      const entry = entryOf(owner.businessName, record);
      const logo = await logoPng(owner.logoKey);
      const base = `${record.storeName}-${record.identifier}-label`;
      const disposition = attachmentHeader(`${base}.${format}`, `${fileSafe(base)}.${format}`);
      return format === 'png'
        ? { body: await labelledQrPng(entry, logo), contentType: 'image/png', disposition }
        : {
            body: labelledQrSvg(entry, logo),
            contentType: 'image/svg+xml; charset=utf-8',
            disposition,
          };
    },

    /**
     * Branded tents, cards or stickers of the chosen codes as a PDF. Every id must be a code of
     * this business: one that is not (another account's, deleted) refuses the whole print.
     */
    async print(ctx: TenantContext, kind: BusinessKind, input: QrPrintInput): Promise<QrDownload> {
      const owner = await ownerBusiness(ctx, kind);
      const wanted = new Set(input.ids);
      const records = (await qrCodes.list(ctx, owner.id, { limit: QR_LIST_LIMIT })).filter(
        (record) => wanted.has(record.id),
      );
      if (records.length !== wanted.size) throw new AppError('NOT_FOUND', qrMessages.notFound);
      // Branch order as listed, then "Table 2" before "Table 10".
      const branchOrder = [...new Set(records.map((record) => record.branchId))];
      records.sort(
        (a, b) =>
          branchOrder.indexOf(a.branchId) - branchOrder.indexOf(b.branchId) ||
          naturalOrder.compare(a.identifier, b.identifier),
      );
      const layout = PRINT_LAYOUTS[input.layout];
      const pdf = await qrPrintPdf(
        records.map((record) => ({
          ...entryOf(owner.businessName, record),
          callToAction: SCAN_TO_ORDER_IN[input.language ?? 'en'],
        })),
        {
          title: `${owner.businessName} - ${layout.label}`,
          layout: input.layout,
          paper: input.paper,
          logo: await logoPng(owner.logoKey),
        },
      );
      const base = `${owner.businessName}-${input.layout}-${input.paper}`;
      return {
        body: Buffer.from(pdf),
        contentType: 'application/pdf',
        disposition: attachmentHeader(`${base}.pdf`, `${fileSafe(base)}.pdf`),
      };
    },

    /** Where a scanned short link leads: the customer menu route, or null for an unknown code. */
    async resolveShortCode(shortCode: string): Promise<string | null> {
      const record = await qrCodes.unsafeFindByShortCode(shortCode);
      return record ? customerMenuPath(record) : null;
    },
  };
}

export type QrCodesService = ReturnType<typeof createQrCodesService>;
