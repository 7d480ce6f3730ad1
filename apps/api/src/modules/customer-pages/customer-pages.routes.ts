import { policyOf } from '@scanorder/shared/business/kind-policy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import { AppError } from '@scanorder/shared/errors/app-error';
import { LOCALE_COOKIE } from '@scanorder/shared/i18n/locales';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { publicMenuQuerySchema } from '@scanorder/shared/ordering/public-menu';
import { paymentMessages } from '@scanorder/shared/payments/payments';
import {
  guestLanguageFrom,
  guestLocaleOf,
  rememberGuestLocale,
  type GuestLanguage,
} from '../../http/guest-locale.ts';
import { allowStripe } from '../../http/security.ts';
import type { OrdersService } from '../ordering/orders.service.ts';
import type { PublicMenuService } from '../ordering/public-menu.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { storefrontMessages } from '../storefront/storefront.ts';
import type { CustomerPageInput, CustomerRenderer } from './customer-renderer.ts';
import { accountOfUrl } from '../../tenancy/request-scope.ts';

/** The guest pages' routes (docs/product/screens.md); their first segment is the account id. */
export const CUSTOMER_MENU_ROUTE =
  '/:accountId/:kind/:businessId/store/:branchId/identity/:identifier/menu';
export const CUSTOMER_ORDER_ROUTE = '/:accountId/:kind/order/:orderId/order/details';
/** The guest's receipt, beside the order page (shared `customerReceiptPath`). */
export const CUSTOMER_RECEIPT_ROUTE = '/:accountId/:kind/order/:orderId/order/receipt';
/** One share of a table's bill, beside the order's receipt (shared `customerShareReceiptPath`). */
export const CUSTOMER_SHARE_RECEIPT_ROUTE =
  '/:accountId/:kind/order/:orderId/bill/receipt/:paymentId';

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
const shareParamsSchema = z.object({ paymentId: z.uuid() });
const pageQuerySchema = z.object({
  page: z.unknown().optional(),
  search: z.unknown().optional(),
});

/** The look of a business whose menu could not be shown (its logo and name), when it exists. */
export type BusinessLookReader = (ref: {
  accountId: string;
  kind: (typeof BUSINESS_KINDS)[number];
  businessId: string;
}) => Promise<{ name: string; logoUrl: string | null } | null>;

export interface CustomerPageDeps {
  publicMenu: PublicMenuService;
  orders: OrdersService;
  payments: Pick<PaymentsService, 'getOrderPayment' | 'getShareReceipt'>;
  businessLook: BusinessLookReader;
  renderer: CustomerRenderer;
  secureCookies: boolean;
  /** The order page's policy when guests pay through Stripe (its payment step loads Stripe.js). */
  guestPaymentPolicy: string | null;
}

type PageDeps = Pick<CustomerPageDeps, 'renderer' | 'secureCookies'> &
  Partial<Pick<CustomerPageDeps, 'guestPaymentPolicy'>>;

/** Every page a guest reads, in their language (a language chosen on the page is remembered). */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: CustomerPageInput,
  deps: PageDeps,
  guest: GuestLanguage = guestLocaleOf(request),
) {
  const { locale } = guest;
  if (guest.chosen) rememberGuestLocale(reply, locale, deps.secureCookies);
  // Only the order page's payment step loads Stripe.js; the menu and the receipt stay strict.
  if (page.kind === 'order') allowStripe(reply, deps.guestPaymentPolicy ?? null);
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'cache-control',
        // The menu's open status and slots change by the minute; an order page is one customer's.
        page.kind === 'menu' ? 'no-cache' : 'private, no-store',
      )
      // The same address reads in the language of the browser or of the remembered choice.
      .header('vary', 'Accept-Language, Cookie')
      .send(deps.renderer.render(page, locale))
  );
}

/**
 * A missing business, branch or order is the not-found page; anything else is the error page,
 * saying what failed in the spec's words (`failed`).
 */
function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  deps: PageDeps,
  failed: string,
) {
  if (error instanceof AppError && error.code === 'NOT_FOUND')
    return sendPage(request, reply, 404, { kind: 'not-found' }, deps);
  if (error instanceof AppError && error.status < 500)
    return sendPage(request, reply, error.status, { kind: 'not-found' }, deps);
  request.log.error({ err: error }, 'could not render a customer page');
  return sendPage(request, reply, 500, { kind: 'error', message: failed }, deps);
}

/**
 * A scanned code whose menu is gone (issue 22, no dead ends): the not-active page, in the
 * business's look when the business itself is still there (its branch was removed).
 */
async function sendCodeNotActive(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: CustomerPageDeps,
  ref: Parameters<BusinessLookReader>[0] | null,
) {
  const business = ref ? await deps.businessLook(ref).catch(() => null) : null;
  return sendPage(request, reply, 404, { kind: 'code-not-active', business }, deps);
}

/** The not-active page for an unknown `/q/<code>` (the QR module hands it over as not found). */
export function sendUnknownCodePage(request: FastifyRequest, reply: FastifyReply, deps: PageDeps) {
  return sendPage(request, reply, 404, { kind: 'code-not-active', business: null }, deps);
}

/** The address of a guest page's route as a pattern: each parameter one segment, any query. */
const shapeOf = (route: string) =>
  new RegExp(`^${route.replace(/:[^/]+/g, '[^/?#]*')}(?:[?#].*)?$`);
/** A scanned short link (`/q/<code>`). */
export const SHORT_LINK = shapeOf('/q/:code');
const SCANNED_SHAPES = [SHORT_LINK, shapeOf(CUSTOMER_MENU_ROUTE)];
const ORDER_SHAPES = [
  CUSTOMER_ORDER_ROUTE,
  CUSTOMER_RECEIPT_ROUTE,
  CUSTOMER_SHARE_RECEIPT_ROUTE,
].map(shapeOf);

/**
 * A guest page's address the router refused (a QR link or a shared link mangled on the way: a
 * broken percent-escape, an over-long segment): a scanned link gets the not-active page, an order's
 * the not-found page, as when the code or the order is unknown. False for any other address.
 */
export function sendBadAddressPage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: PageDeps,
): boolean {
  if (request.method !== 'GET') return false;
  const page: CustomerPageInput | null = SCANNED_SHAPES.some((shape) => shape.test(request.url))
    ? { kind: 'code-not-active', business: null }
    : ORDER_SHAPES.some((shape) => shape.test(request.url))
      ? { kind: 'not-found' }
      : null;
  if (!page) return false;
  // The router refused the address before it parsed the query and before any hook ran (the
  // cookie plugin's), on a bare reply: the guest's language is read from the address and the
  // headers, and a choice made on the page is shown but not remembered.
  const search = request.url.indexOf('?');
  const asked = search < 0 ? null : new URLSearchParams(request.url.slice(search + 1)).get('lang');
  const cookies = reply.server.parseCookie(request.headers.cookie ?? '');
  const { locale } = guestLanguageFrom(
    asked,
    cookies[LOCALE_COOKIE],
    request.headers['accept-language'],
  );
  void sendPage(request, reply, 404, page, deps, { locale, chosen: false });
  return true;
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
  const { publicMenu, orders } = deps;
  // A customer page acts for the account its URL names (decision 042).
  const hidden = { schema: { hide: true }, config: { tenantScope: accountOfUrl } } as const;

  app.get(CUSTOMER_MENU_ROUTE, hidden, async (request, reply) => {
    const params = menuParamsSchema.safeParse(request.params);
    const query = pageQuerySchema.safeParse(request.query);
    const search = query.success && typeof query.data.search === 'string' ? query.data.search : '';
    const menuQuery = publicMenuQuerySchema.safeParse({
      identifier: params.success ? params.data.identifier : '',
      page: pageNumberOf(query.success ? query.data.page : undefined),
      search,
    });
    if (!params.success || !menuQuery.success) return sendCodeNotActive(request, reply, deps, null);
    const guest = guestLocaleOf(request);
    try {
      const menu = await publicMenu.getMenu(params.data, menuQuery.data, guest.locale);
      return sendPage(
        request,
        reply,
        200,
        {
          kind: 'menu',
          menu,
          search: policyOf(menu.business.kind).pagedMenu ? (menuQuery.data.search ?? '') : '',
        },
        deps,
        guest,
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        return sendCodeNotActive(
          request,
          reply,
          deps,
          // Only a missing branch leaves a business to show; a missing or closed business is neutral.
          error.message === storefrontMessages.branchNotFound ? params.data : null,
        );
      return sendFailure(
        request,
        reply,
        error,
        deps,
        serverErrorsOf(params.data.kind).getMenuItems,
      );
    }
  });

  /**
   * A page of one order (its details, its receipt): the order the address names, rendered by
   * `pageOf`. An order of another account or kind is not found, like the API's menu routes.
   */
  const orderRoute =
    (pageOf: (order: Order, request: FastifyRequest) => Promise<CustomerPageInput>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = orderParamsSchema.safeParse(request.params);
      if (!params.success) return sendPage(request, reply, 404, { kind: 'not-found' }, deps);
      try {
        const order = await orders.getPublic(params.data.orderId);
        if (order.accountId !== params.data.accountId || order.kind !== params.data.kind)
          return sendPage(request, reply, 404, { kind: 'not-found' }, deps);
        return sendPage(request, reply, 200, await pageOf(order, request), deps);
      } catch (error) {
        return sendFailure(
          request,
          reply,
          error,
          deps,
          serverErrorsOf(params.data.kind).retrieveCustomerOrder,
        );
      }
    };

  app.get(
    CUSTOMER_ORDER_ROUTE,
    hidden,
    orderRoute(async (order) => ({ kind: 'order', order })),
  );
  // The receipt reads in full on paper and before any script: the order and its payments.
  app.get(
    CUSTOMER_RECEIPT_ROUTE,
    hidden,
    orderRoute(async (order) => ({
      kind: 'receipt',
      order,
      payment: await deps.payments.getOrderPayment(order.id),
    })),
  );
  // A share of the table's bill: the order the address names is the capability (any order of
  // the bill), the payment id the share; a share of another bill, or not succeeded, is not found.
  app.get(
    CUSTOMER_SHARE_RECEIPT_ROUTE,
    hidden,
    orderRoute(async (order, request) => {
      const share = shareParamsSchema.safeParse(request.params);
      if (!share.success) throw new AppError('NOT_FOUND', paymentMessages.notFound);
      return {
        kind: 'share-receipt',
        order,
        receipt: await deps.payments.getShareReceipt(order.id, share.data.paymentId),
      };
    }),
  );
}
