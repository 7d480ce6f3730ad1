import { useEffect, useId, useState } from 'react';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import type { RecentOrder, RecentOrders } from '@scanorder/shared/ordering/recent-orders';
import { publicRequest } from '../lib/api.ts';
import { money } from '../lib/format.ts';
import styles from './recent-orders.module.css';
import { intlLocaleOf } from '@scanorder/shared/i18n/locales';
import { useLocale, useT } from '../i18n/guest-i18n.tsx';

/** How often the statuses are read again while the page is in view. */
export const RECENT_ORDERS_REFRESH_MS = 20_000;

const FINAL: readonly OrderStatus[] = ['Order Completed', 'Order Cancelled'];

// The order page's path is written out here rather than imported from shared/qr/qr-code, whose
// zod schemas would ride into the menu's first-load chunk (budget: 100 KB gzip).

export function myOrdersPath(menu: PublicMenu): string {
  const { business, branch } = menu;
  return `/api/v1/public/menus/${business.accountId}/${business.kind}/${business.id}/branches/${branch.id}/my-orders`;
}

/** The list of an answer, or none when it is not one (an old server, a proxy's error page). */
function ordersOf(answer: unknown): RecentOrder[] {
  const orders = (answer as Partial<RecentOrders> | null)?.orders;
  return Array.isArray(orders) ? orders : [];
}

/**
 * "My recent orders" (docs/product/roles.md, customer cookie): this browser's orders at the business, each
 * with its current status and a link back to its page. It is read after hydration (the menu HTML
 * is shared and cached, this is per browser), and again every few seconds while an order is still
 * open and the page is in view, so a status change shows without a reload.
 */
export function RecentOrdersList({ menu }: { menu: PublicMenu }) {
  const t = useT();
  const { locale } = useLocale();
  const titleId = useId();
  const [orders, setOrders] = useState<RecentOrder[]>([]);
  const url = myOrdersPath(menu);
  const anyOpen = orders.some((order) => !FINAL.includes(order.status));

  useEffect(() => {
    const controller = new AbortController();
    const read = () => {
      if (document.visibilityState === 'hidden') return;
      publicRequest<unknown>(url, { signal: controller.signal })
        .then((answer) => setOrders(ordersOf(answer)))
        // Nothing to show is the same as no orders: the menu works without this list.
        .catch(() => undefined);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', read);
    };
  }, [url]);

  useEffect(() => {
    if (!anyOpen) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      publicRequest<unknown>(url, { signal: controller.signal })
        .then((answer) => setOrders(ordersOf(answer)))
        .catch(() => undefined);
    }, RECENT_ORDERS_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [url, anyOpen]);

  if (orders.length === 0) return null;
  const { business } = menu;
  const orderHref = (order: RecentOrder) =>
    `/${business.accountId}/${business.kind}/order/${order.id}/order/details`;
  // Newest first: the bar follows the latest order still on its way.
  const tracked = orders.find((order) => !FINAL.includes(order.status));
  return (
    <>
      {tracked && (
        <a className={styles.trackBar} href={orderHref(tracked)}>
          <span className={styles.trackTitle}>{t('Track your order')}</span>
          <span className={styles.trackMeta}>
            {`#${String(tracked.referenceNumber).padStart(5, '0')} · ${t(tracked.status)}`}
          </span>
        </a>
      )}
      <section className={styles.recent} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.recentTitle}>
          {t('My recent orders')}
        </h2>
        <ul className={styles.recentList}>
          {orders.map((order) => (
            <li key={order.id}>
              <a className={styles.recentOrder} href={orderHref(order)}>
                <span className={styles.recentReference}>
                  {t('Order #{{number}}', {
                    number: String(order.referenceNumber).padStart(5, '0'),
                  })}
                </span>
                <span className={styles.recentStatus} data-status={order.status}>
                  {t(order.status)}
                </span>
                <span className={styles.recentMeta}>
                  {new Date(order.createdAt).toLocaleString(intlLocaleOf(locale), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: business.timeZone,
                  })}
                  {' · '}
                  {money(order.totalMinor, order.currency)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
