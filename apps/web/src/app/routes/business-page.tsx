import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useContext } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { BusinessArea } from '../../features/business/components/business-area.tsx';
import { OrdersTab } from '../../features/orders/components/orders-tab.tsx';
import { OrderAlertCountsContext } from '../order-alerts-host.tsx';
import { useOwnerT } from '../../lib/i18n/owner-i18n.ts';

// Only ORDERS is in the first load (the kitchen board's first paint, decision 031); the other tabs
// come in their own chunks under the tab panel's spinner.
const MenuTab = lazy(async () => ({
  default: (await import('../../features/menu/components/menu-tab.tsx')).MenuTab,
}));
const QrCodesTab = lazy(async () => ({
  default: (await import('../../features/qr-codes/components/qr-codes-tab.tsx')).QrCodesTab,
}));
const TranslationsTab = lazy(async () => ({
  default: (await import('../../features/translations/components/translations-tab.tsx'))
    .TranslationsTab,
}));
// The chart library comes with REPORTS only: its own chunk, fetched when the tab opens.
const ReportsTab = lazy(async () => ({
  default: (await import('../../features/reports/components/reports-tab.tsx')).ReportsTab,
}));

/**
 * The owner area of one kind (/:userId/restaurant, /:userId/grocery): the business feature's tabs,
 * with the menu, QR code, orders and reports features composed in as the MENU, QR-CODES, ORDERS
 * and REPORTS tabs (features never import each other).
 */
export function BusinessPage({ kind }: { kind: BusinessKind }) {
  const { t } = useOwnerT();
  const needsAction = useContext(OrderAlertCountsContext)[kind];
  return (
    <BusinessArea
      key={kind}
      kind={kind}
      ordersBadge={needsAction}
      renderMenu={(props) => <MenuTab {...props} />}
      renderQrCodes={(props) => <QrCodesTab {...props} />}
      renderOrders={(props) => <OrdersTab {...props} announceNewOrders={false} />}
      renderTranslations={(props) => <TranslationsTab {...props} />}
      renderReports={(props) => (
        <Suspense
          fallback={<Skeleton variant="rounded" height={320} aria-label={t('Loading reports')} />}
        >
          <ReportsTab {...props} />
        </Suspense>
      )}
    />
  );
}
