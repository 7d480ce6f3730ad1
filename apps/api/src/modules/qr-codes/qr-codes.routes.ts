import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { qrPrintInputSchema } from '@scanorder/shared/qr/qr-print';
import { qrCodeRoutes, qrCodesPath } from '@scanorder/shared/api/qr-codes';
import { businessPath } from '@scanorder/shared/api/paths';
import { sessionRoutesOf } from '../../http/contract-route.ts';
import { sessionSecurity, tagOf } from '../../http/route-helpers.ts';
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
    const base = qrCodesPath(kind);
    const common = { preHandler: requireTenant } as const;

    const contract = qrCodeRoutes[kind];
    const docs = { tags: [tagOf(kind, 'QR codes')], security: sessionSecurity };
    const sessionRoute = sessionRoutesOf([tagOf(kind, 'QR codes')], requireTenant);
    const schemaOf = (summary: string) => ({ ...docs, summary });

    routes.route({
      ...sessionRoute(contract.list),
      handler: async (request) => ({
        qrCodes: await qrCodes.list(tenantOf(request), kind, request.query.branchId),
      }),
    });

    routes.route({
      ...sessionRoute(contract.create),
      handler: async (request, reply) =>
        reply.status(201).send(await qrCodes.create(tenantOf(request), kind, request.body)),
    });

    routes.route({
      ...sessionRoute(contract.createRange),
      handler: async (request, reply) =>
        reply
          .status(201)
          .send({ qrCodes: await qrCodes.createRange(tenantOf(request), kind, request.body) }),
    });

    routes.route({
      ...sessionRoute(contract.deleteMany),
      handler: async (request) => ({
        deleted: await qrCodes.deleteMany(tenantOf(request), kind, request.body.ids),
      }),
    });

    routes.route({
      ...sessionRoute(contract.get),
      handler: (request) => qrCodes.get(tenantOf(request), kind, request.params.id),
    });

    routes.route({
      ...sessionRoute(contract.update),
      handler: (request) =>
        qrCodes.update(tenantOf(request), kind, request.params.id, request.body),
    });

    routes.route({
      ...sessionRoute(contract.delete),
      handler: async (request, reply) => {
        await qrCodes.delete(tenantOf(request), kind, request.params.id);
        return reply.status(204).send(null);
      },
    });

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
