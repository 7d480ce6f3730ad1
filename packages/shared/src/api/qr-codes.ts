import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import {
  qrCodeDeleteManyInputSchema,
  qrCodeDeleteManyResultSchema,
  qrCodeInputSchemas,
  qrCodeListQuerySchema,
  qrCodeListSchema,
  qrCodeSchema,
} from '../qr/qr-code.ts';
import { qrCodeRangeInputSchemas, qrCodeRangeResultSchema } from '../qr/qr-range.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS } from './contract.ts';
import { businessPath } from './paths.ts';

const refusals = errorResponses(SIGNED_IN_ERRORS);
const codeParams = z.object({ id: z.uuid() });

/** Where a kind's QR codes live; the downloads (images, PDFs) hang off it. */
export const qrCodesPath = (kind: BusinessKind) => `${businessPath(kind)}/qr-codes`;

const qrCodeRoutesOf = (kind: BusinessKind) => {
  const base = qrCodesPath(kind);
  return {
    list: defineRoute({
      method: 'GET',
      path: base,
      summary: 'QR codes, of one store name with ?branchId (up to 1000)',
      schema: {
        querystring: qrCodeListQuerySchema,
        response: { 200: qrCodeListSchema, ...refusals },
      },
    }),
    create: defineRoute({
      method: 'POST',
      path: base,
      summary: "Add a QR code (limited by the plan's QR code count)",
      schema: { body: qrCodeInputSchemas[kind], response: { 201: qrCodeSchema, ...refusals } },
    }),
    createRange: defineRoute({
      method: 'POST',
      path: `${base}/range`,
      summary: 'Add "Table 1" to "Table 20" to one store name at once (all or none)',
      schema: {
        body: qrCodeRangeInputSchemas[kind],
        response: { 201: qrCodeRangeResultSchema, ...refusals },
      },
    }),
    deleteMany: defineRoute({
      method: 'POST',
      path: `${base}/delete`,
      summary: 'Delete many QR codes',
      schema: {
        body: qrCodeDeleteManyInputSchema,
        response: { 200: qrCodeDeleteManyResultSchema, ...refusals },
      },
    }),
    get: defineRoute({
      method: 'GET',
      path: `${base}/:id`,
      summary: 'One QR code',
      schema: { params: codeParams, response: { 200: qrCodeSchema, ...refusals } },
    }),
    update: defineRoute({
      method: 'PUT',
      path: `${base}/:id`,
      summary: 'Replace a QR code (its short link stays)',
      schema: {
        params: codeParams,
        body: qrCodeInputSchemas[kind],
        response: { 200: qrCodeSchema, ...refusals },
      },
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: `${base}/:id`,
      summary: 'Delete a QR code',
      schema: { params: codeParams, response: { 204: z.null(), ...refusals } },
    }),
  };
};

/** The QR-CODES tab's JSON routes of each kind (the downloads are files, not contracts). */
export const qrCodeRoutes = {
  restaurant: qrCodeRoutesOf('restaurant'),
  grocery: qrCodeRoutesOf('grocery'),
} satisfies Record<BusinessKind, unknown>;
