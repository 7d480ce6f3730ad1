import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import { AppError } from '@scanorder/shared/errors/app-error';
import { publicMenuQuerySchema } from '@scanorder/shared/ordering/public-menu';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PublicMenuService } from '../orders/public-menu.service.ts';
import type { CustomerPageInput, CustomerRenderer } from './customer-renderer.ts';

/** The customer routes of spec 02 section 2 (the `:userId` of the spec is the account id). */
export const CUSTOMER_MENU_ROUTE =
  '/:accountId/:kind/:businessId/store/:branchId/identity/:identifier/menu';
export const CUSTOMER_ORDER_ROUTE = '/:accountId/:kind/order/:orderId/order/details';

const menuParamsSchema = z.object({
  accountId: z.uuid(),
  kind: z.enum(BUSINESS_KINDS),
  businessId: z.uuid(),
  branchId: z.uuid(),
  identifier: z.string(),
});
const orderParamsSchema = z.object({
  accountId: z.uuid(),
  kind: z.enum(BUSINESS_KINDS),
  orderId: z.uuid(),
});
const pageQuerySchema = z.object({
  page: z.unknown().optional(),
  search: z.unknown().optional(),
});

export interface CustomerPageDeps {
  publicMenu: PublicMenuService;
  orders: OrdersService;
  renderer: CustomerRenderer;
}

function sendPage(
  reply: FastifyReply,
  status: number,
  page: CustomerPageInput,
  renderer: CustomerRenderer,
) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'cache-control',
      // The menu's open status and slots change by the minute; an order page is one customer's.
      page.kind === 'menu' ? 'no-cache' : 'private, no-store',
    )
    .send(renderer.render(page));
}

/**
 * A missing business, branch or order is the not-found page; anything else is the error page,
 * saying what failed in the spec's words (`failed`).
 */
function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  renderer: CustomerRenderer,
  failed: string,
) {
  if (error instanceof AppError && error.code === 'NOT_FOUND')
    return sendPage(reply, 404, { kind: 'not-found' }, renderer);
  if (error instanceof AppError && error.status < 500)
    return sendPage(reply, error.status, { kind: 'not-found' }, renderer);
  request.log.error({ err: error }, 'could not render a customer page');
  return sendPage(reply, 500, { kind: 'error', message: failed }, renderer);
}

/** "?page=2" as a page number; anything else is the first page. */
function pageNumberOf(value: unknown): number {
  const page = typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The customer menu and order details pages, rendered on the server with their data embedded for
 * hydration (ARCHITECTURE.md, Web): the menu reads and shows its prices before any script runs.
 */
export function registerCustomerPageRoutes(app: FastifyInstance, deps: CustomerPageDeps) {
  const { publicMenu, orders, renderer } = deps;
  const hidden = { schema: { hide: true } } as const;

  app.get(CUSTOMER_MENU_ROUTE, hidden, async (request, reply) => {
    const params = menuParamsSchema.safeParse(request.params);
    const query = pageQuerySchema.safeParse(request.query);
    const search = query.success && typeof query.data.search === 'string' ? query.data.search : '';
    const menuQuery = publicMenuQuerySchema.safeParse({
      identifier: params.success ? params.data.identifier : '',
      page: pageNumberOf(query.success ? query.data.page : undefined),
      search,
    });
    if (!params.success || !menuQuery.success)
      return sendPage(reply, 404, { kind: 'not-found' }, renderer);
    try {
      const menu = await publicMenu.getMenu(params.data, menuQuery.data);
      return sendPage(
        reply,
        200,
        {
          kind: 'menu',
          menu,
          search: menu.business.kind === 'grocery' ? (menuQuery.data.search ?? '') : '',
        },
        renderer,
      );
    } catch (error) {
      return sendFailure(
        request,
        reply,
        error,
        renderer,
        serverErrorsOf(params.data.kind).getMenuItems,
      );
    }
  });

  app.get(CUSTOMER_ORDER_ROUTE, hidden, async (request, reply) => {
    const params = orderParamsSchema.safeParse(request.params);
    if (!params.success) return sendPage(reply, 404, { kind: 'not-found' }, renderer);
    try {
      const order = await orders.getPublic(params.data.orderId);
      // The address must name the order's own account and kind, like the API's menu routes.
      if (order.accountId !== params.data.accountId || order.kind !== params.data.kind)
        return sendPage(reply, 404, { kind: 'not-found' }, renderer);
      return sendPage(reply, 200, { kind: 'order', order }, renderer);
    } catch (error) {
      return sendFailure(
        request,
        reply,
        error,
        renderer,
        serverErrorsOf(params.data.kind).retrieveCustomerOrder,
      );
    }
  });
}
