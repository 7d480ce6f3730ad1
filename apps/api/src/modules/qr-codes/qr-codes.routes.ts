import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import {
  qrCodeDeleteManyInputSchema,
  qrCodeDeleteManyResultSchema,
  qrCodeInputSchemas,
  qrCodeListQuerySchema,
  qrCodeListSchema,
  qrCodeSchema,
} from '@scanorder/shared/qr/qr-code';
import { qrPrintInputSchema } from '@scanorder/shared/qr/qr-print';
import { qrCodeRangeInputSchemas, qrCodeRangeResultSchema } from '@scanorder/shared/qr/qr-range';
import { businessPath } from '@scanorder/shared/api/paths';
import { errorResponses, sessionSecurity, tagOf } from '../../http/route-helpers.ts';
import type { QrCodesService, QrDownload } from './qr-codes.service.ts';
import { tenantOf } from '../../auth/tenant-guard.ts';

const codeParams = z.object({ id: z.uuid() });
const branchParams = z.object({ branchId: z.uuid() });

function sendDownload(reply: FastifyReply, download: QrDownload) {
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', download.disposition)
    .header('cache-control', 'private, no-store')
    .send(download.body);
}

/** QR codes of each kind's business (QR-CODES tab) and the public `/q/<code>` short links. */
export function registerQrCodeRoutes(
  app: FastifyInstance,
  deps: { qrCodes: QrCodesService; requireTenant: preHandlerAsyncHookHandler },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { qrCodes, requireTenant } = deps;

  routes.get(
    '/q/:code',
    {
      schema: {
        tags: ['public ordering'],
        summary: 'A scanned QR code: redirects to its customer menu route',
        params: z.object({ code: z.string().max(32) }),
      },
    },
    async (request, reply) => {
      const target = await qrCodes.resolveShortCode(request.params.code);
      // An unknown code gets the web app's not-found page when it is served, else the 404 envelope.
      if (!target) return reply.callNotFound();
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  for (const kind of BUSINESS_KINDS) {
    const base = `${businessPath(kind)}/qr-codes`;
    const common = { preHandler: requireTenant } as const;
    const schemaOf = (summary: string) => ({
      tags: [tagOf(kind, 'QR codes')],
      summary,
      security: sessionSecurity,
    });

    routes.get(
      base,
      {
        ...common,
        schema: {
          ...schemaOf('QR codes, of one store name with ?branchId (up to 1000)'),
          querystring: qrCodeListQuerySchema,
          response: { 200: qrCodeListSchema, ...errorResponses },
        },
      },
      async (request) => ({
        qrCodes: await qrCodes.list(tenantOf(request), kind, request.query.branchId),
      }),
    );

    routes.post(
      base,
      {
        ...common,
        schema: {
          ...schemaOf("Add a QR code (limited by the plan's QR code count)"),
          body: qrCodeInputSchemas[kind],
          response: { 201: qrCodeSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await qrCodes.create(tenantOf(request), kind, request.body)),
    );

    routes.post(
      `${base}/range`,
      {
        ...common,
        schema: {
          ...schemaOf('Add "Table 1" to "Table 20" to one store name at once (all or none)'),
          body: qrCodeRangeInputSchemas[kind],
          response: { 201: qrCodeRangeResultSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ qrCodes: await qrCodes.createRange(tenantOf(request), kind, request.body) }),
    );

    routes.post(
      `${base}/delete`,
      {
        ...common,
        schema: {
          ...schemaOf('Delete many QR codes'),
          body: qrCodeDeleteManyInputSchema,
          response: { 200: qrCodeDeleteManyResultSchema, ...errorResponses },
        },
      },
      async (request) => ({
        deleted: await qrCodes.deleteMany(tenantOf(request), kind, request.body.ids),
      }),
    );

    routes.get(
      `${base}/:id`,
      {
        ...common,
        schema: {
          ...schemaOf('One QR code'),
          params: codeParams,
          response: { 200: qrCodeSchema, ...errorResponses },
        },
      },
      (request) => qrCodes.get(tenantOf(request), kind, request.params.id),
    );

    routes.put(
      `${base}/:id`,
      {
        ...common,
        schema: {
          ...schemaOf('Replace a QR code (its short link stays)'),
          params: codeParams,
          body: qrCodeInputSchemas[kind],
          response: { 200: qrCodeSchema, ...errorResponses },
        },
      },
      (request) => qrCodes.update(tenantOf(request), kind, request.params.id, request.body),
    );

    routes.delete(
      `${base}/:id`,
      {
        ...common,
        schema: {
          ...schemaOf('Delete a QR code'),
          params: codeParams,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await qrCodes.delete(tenantOf(request), kind, request.params.id);
        return reply.status(204).send(null);
      },
    );

    for (const format of ['png', 'svg'] as const) {
      routes.get(
        `${base}/:id/image.${format}`,
        {
          ...common,
          schema: {
            ...schemaOf(`Download the code as ${format.toUpperCase()} (error correction M)`),
            params: codeParams,
          },
        },
        async (request, reply) =>
          sendDownload(
            reply,
            await qrCodes.image(tenantOf(request), kind, request.params.id, format),
          ),
      );
    }

    for (const format of ['png', 'svg'] as const) {
      routes.get(
        `${base}/:id/labelled.${format}`,
        {
          ...common,
          schema: {
            ...schemaOf(
              `Download the code as a labelled ${format.toUpperCase()} card (logo, business name, "Scan to order", label, short link)`,
            ),
            params: codeParams,
          },
        },
        async (request, reply) =>
          sendDownload(
            reply,
            await qrCodes.labelledImage(tenantOf(request), kind, request.params.id, format),
          ),
      );
    }

    routes.post(
      `${base}/print.pdf`,
      {
        ...common,
        schema: {
          ...schemaOf(
            'Branded table tents, cards or sticker sheets of the chosen codes as a PDF (A4 or Letter)',
          ),
          body: qrPrintInputSchema,
        },
      },
      async (request, reply) =>
        sendDownload(reply, await qrCodes.print(tenantOf(request), kind, request.body)),
    );

    routes.get(
      `${businessPath(kind)}/branches/:branchId/qr-codes.pdf`,
      {
        ...common,
        schema: {
          ...schemaOf('Every code of a store name on a print-ready A4 PDF'),
          params: branchParams,
        },
      },
      async (request, reply) =>
        sendDownload(
          reply,
          await qrCodes.branchSheet(tenantOf(request), kind, request.params.branchId),
        ),
    );
  }
}
