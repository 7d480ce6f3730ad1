import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Platform } from '../../platform.ts';
import { allowStripe, stripeContentSecurityPolicy } from '../../http/security.ts';
import { sendNotFound, type BadAddressPage } from '../../plugins/errors.ts';
import { isClientRoute, registerWebApp } from '../../plugins/web.ts';
import { unsafePublicScope } from '../../tenancy/tenant.ts';
import type { BusinessModule } from '../business/business.module.ts';
import type { OrderingModule } from '../ordering/ordering.module.ts';
import type { PaymentsModule } from '../payments/payments.module.ts';
import {
  registerCustomerPageRoutes,
  sendBadAddressPage,
  sendUnknownCodePage,
  SHORT_LINK,
  type BusinessLookReader,
} from './customer-pages.routes.ts';
import { loadCustomerRenderer } from './customer-renderer.ts';

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/server.js and src/modules/customer-pages/ sit one and three levels under apps/api.
  const apiRoot =
    path.basename(here) === 'dist' ? path.resolve(here, '..') : path.resolve(here, '../../..');
  return path.resolve(apiRoot, '../web/dist');
}

interface CustomerPagesDeps {
  ordering: OrderingModule;
  business: BusinessModule;
  payments: PaymentsModule;
  /** Fastify's refusals of a bad address (errors.ts): a guest's page answered with the renderer. */
  badAddresses: { answerPagesWith(answer: BadAddressPage): void };
}

/**
 * The web build served from the API's port: the owner app's files, and the customer menu and order
 * pages rendered here from the build's server renderer. Registered last: it owns the not-found
 * handler, where client routes get index.html and everything else the error envelope.
 */
export async function createCustomerPagesModule(
  { app, config, storage, secureCookies }: Platform,
  { ordering, business, payments, badAddresses }: CustomerPagesDeps,
) {
  const webDistDir = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist();
  const webBuilt = await registerWebApp(app, webDistDir);
  const renderer = webBuilt ? await loadCustomerRenderer(webDistDir) : null;
  // The business behind a menu link whose branch is gone: its name and logo, nothing private.
  const businessLook: BusinessLookReader = async (ref) => {
    const record = await business.repository.findByKind(unsafePublicScope(ref.accountId), ref.kind);
    if (!record || record.id !== ref.businessId) return null;
    return {
      name: record.businessName,
      logoUrl: record.logoKey ? storage.urlOf(record.logoKey) : null,
    };
  };
  // The owner app is one shell for every client route: any of them may open SUBSCRIPTIONS.
  const ownerAppPolicy = stripeContentSecurityPolicy(config, 'owner-app');
  if (renderer) {
    badAddresses.answerPagesWith((request, reply) =>
      sendBadAddressPage(request, reply, { renderer, secureCookies }),
    );
    registerCustomerPageRoutes(app, {
      publicMenu: ordering.publicMenu,
      orders: ordering.service,
      payments: payments.service,
      businessLook,
      renderer,
      secureCookies,
      guestPaymentPolicy: stripeContentSecurityPolicy(config, 'guest-payment'),
    });
  } else if (webBuilt)
    app.log.warn({ webDistDir }, 'customer pages are not built; menus are not served');
  // Fastify allows one not-found handler per context.
  app.setNotFoundHandler((request, reply) => {
    // A stale QR code (one the QR module did not know) is a guest at a table: never the marketing
    // site's 404 (issue 22).
    if (renderer && request.method === 'GET' && SHORT_LINK.test(request.url))
      return sendUnknownCodePage(request, reply, { renderer, secureCookies });
    if (webBuilt && isClientRoute(request.method, request.url)) {
      return allowStripe(reply, ownerAppPolicy)
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return sendNotFound(request, reply);
  });
}
