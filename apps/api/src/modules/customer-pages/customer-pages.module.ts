import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Platform } from '../../platform.ts';
import { sendNotFound } from '../../plugins/errors.ts';
import { isClientRoute, registerWebApp } from '../../plugins/web.ts';
import type { OrdersModule } from '../orders/orders.module.ts';
import { registerCustomerPageRoutes } from './customer-pages.routes.ts';
import { loadCustomerRenderer } from './customer-renderer.ts';

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/server.js and src/modules/customer-pages/ sit one and three levels under apps/api.
  const apiRoot =
    path.basename(here) === 'dist' ? path.resolve(here, '..') : path.resolve(here, '../../..');
  return path.resolve(apiRoot, '../web/dist');
}

/**
 * The web build served from the API's port: the owner app's files, and the customer menu and order
 * pages rendered here from the build's server renderer. Registered last: it owns the not-found
 * handler, where client routes get index.html and everything else the error envelope.
 */
export async function createCustomerPagesModule({ app, config }: Platform, orders: OrdersModule) {
  const webDistDir = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist();
  const webBuilt = await registerWebApp(app, webDistDir);
  const renderer = webBuilt ? await loadCustomerRenderer(webDistDir) : null;
  if (renderer)
    registerCustomerPageRoutes(app, {
      publicMenu: orders.publicMenu,
      orders: orders.service,
      renderer,
    });
  else if (webBuilt)
    app.log.warn({ webDistDir }, 'customer pages are not built; menus are not served');
  // Fastify allows one not-found handler per context.
  app.setNotFoundHandler((request, reply) => {
    if (webBuilt && isClientRoute(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendNotFound(request, reply);
  });
}
