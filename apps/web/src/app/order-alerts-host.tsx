import { createContext, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Me } from '@scanorder/shared/account/me';
import {
  BUSINESS_KINDS,
  kindOfService,
  type BusinessKind,
} from '@scanorder/shared/account/services';
import { useBusinessQuery } from '../api/business.ts';
import { OrderAlerts } from '../features/orders/components/order-alerts.tsx';

export type OrderAlertCounts = Record<BusinessKind, number>;
const NONE: OrderAlertCounts = { restaurant: 0, grocery: 0 };

/** Orders needing action per kind, for the ORDERS tab badge. */
export const OrderAlertCountsContext = createContext<OrderAlertCounts>(NONE);

/** A kind whose board this account may watch now: enabled, in trial or subscribed. */
function watches(me: Me, kind: BusinessKind): boolean {
  const service = me.account.services.find((item) => kindOfService(item.name) === kind);
  return Boolean(service?.enabled) && (me.account.inTrial || me.account.subscribed);
}

function KindAlerts({
  kind,
  accountId,
  onCount,
}: {
  kind: BusinessKind;
  accountId: string;
  onCount: (kind: BusinessKind, count: number) => void;
}) {
  const business = useBusinessQuery(kind);
  if (!business.data) return null;
  return (
    <OrderAlerts
      kind={kind}
      accountId={accountId}
      businessId={business.data.id}
      onCount={onCount}
    />
  );
}

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * New-order alerts on every signed-in page (issue 19): each watched kind's board stays live, a new
 * order raises the toast and sound wherever the owner is, the ORDERS tab shows how many need
 * action, and so does the browser tab's title ("(2) Restaurant | ScanOrder").
 */
export function OrderAlertsHost({ me, children }: { me: Me | undefined; children: ReactNode }) {
  const [counts, setCounts] = useState<OrderAlertCounts>(NONE);
  const onCount = useCallback(
    (kind: BusinessKind, count: number) =>
      setCounts((current) => (current[kind] === count ? current : { ...current, [kind]: count })),
    [],
  );
  const total = counts.restaurant + counts.grocery;
  const location = useLocation();
  // Pages set their own titles when they open; the count goes in front of whatever is there.
  useEffect(() => {
    const base = document.title.replace(COUNT_PREFIX, '');
    document.title = total ? `(${total}) ${base}` : base;
  }, [total, location.key]);
  useEffect(
    () => () => {
      document.title = document.title.replace(COUNT_PREFIX, '');
    },
    [],
  );

  return (
    <OrderAlertCountsContext.Provider value={counts}>
      {me
        ? BUSINESS_KINDS.filter((kind) => watches(me, kind)).map((kind) => (
            <KindAlerts key={kind} kind={kind} accountId={me.account.id} onCount={onCount} />
          ))
        : null}
      {children}
    </OrderAlertCountsContext.Provider>
  );
}
