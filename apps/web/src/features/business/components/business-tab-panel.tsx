import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { searchWithTab, type BusinessTabKey } from './business-tabs.ts';
import type { MenuTabProps } from './menu-tab-props.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { LazyPage } from '../../../components/page-loading.tsx';

// The settings tabs come in their own chunks: the first load carries only the board's path (decision 031).
const OverviewTab = lazy(async () => ({
  default: (await import('./overview-tab.tsx')).OverviewTab,
}));
const HoursTab = lazy(async () => ({ default: (await import('./hours-tab.tsx')).HoursTab }));
const LogoTab = lazy(async () => ({ default: (await import('./logo-tab.tsx')).LogoTab }));
const OrderSettingsForm = lazy(async () => ({
  default: (await import('./order-settings-form.tsx')).OrderSettingsForm,
}));
const PickupDeliveryForm = lazy(async () => ({
  default: (await import('./pickup-delivery-form.tsx')).PickupDeliveryForm,
}));
const ServiceSettingsTab = lazy(async () => ({
  default: (await import('./service-settings-tab.tsx')).ServiceSettingsTab,
}));
const StatusTab = lazy(async () => ({ default: (await import('./status-tab.tsx')).StatusTab }));

/** What the QR-CODES tab gets from the area (the QR codes are their own feature). */
export interface QrCodesTabProps {
  kind: BusinessKind;
  business: Business;
}

/** What the ORDERS tab gets from the area (the orders board is its own feature). */
export interface OrdersTabProps {
  kind: BusinessKind;
  /** The signed-in account (the board's lists are cached under it). */
  accountId: string;
  business: Business;
  /** Owners and managers export the list; members work the board only. */
  canManage: boolean;
}

/** What the TRANSLATIONS tab gets from the area (the menu translations are their own feature). */
export interface TranslationsTabProps {
  kind: BusinessKind;
}

/** What the REPORTS tab gets from the area (the reports are their own feature). */
export interface ReportsTabProps {
  kind: BusinessKind;
  business: Business;
}

interface BusinessTabPanelProps {
  tab: BusinessTabKey;
  kind: BusinessKind;
  accountId: string;
  business: Business | null;
  canManage: boolean;
  renderMenu: (props: MenuTabProps) => ReactNode;
  renderQrCodes: (props: QrCodesTabProps) => ReactNode;
  renderOrders: (props: OrdersTabProps) => ReactNode;
  renderReports: (props: ReportsTabProps) => ReactNode;
  renderTranslations: (props: TranslationsTabProps) => ReactNode;
  onBusinessChanged: () => void;
}

function NeedsDetails({ canManage }: { canManage: boolean }) {
  const { t } = useOwnerT();
  const [search] = useSearchParams();
  return (
    <Alert
      severity="info"
      action={
        canManage ? (
          <Button component={RouterLink} to={searchWithTab(search, 'overview')} color="inherit">
            {t('Go to OVERVIEW')}
          </Button>
        ) : null
      }
    >
      {canManage
        ? t('Save the business details on the OVERVIEW tab first.')
        : t('The business is not set up yet. Ask the account owner to save its details first.')}
    </Alert>
  );
}

/** The content of the open tab, with a spinner while a tab's own chunk is fetched. */
export function BusinessTabPanel(props: BusinessTabPanelProps) {
  return (
    <LazyPage>
      <TabContent {...props} />
    </LazyPage>
  );
}

/** Every tab but OVERVIEW needs the business to exist. */
function TabContent({
  tab,
  kind,
  accountId,
  business,
  canManage,
  renderMenu,
  renderQrCodes,
  renderOrders,
  renderReports,
  renderTranslations,
  onBusinessChanged,
}: BusinessTabPanelProps) {
  if (tab === 'overview')
    return <OverviewTab kind={kind} business={business} canManage={canManage} />;
  if (!business) return <NeedsDetails canManage={canManage} />;
  switch (tab) {
    case 'logo':
      return <LogoTab kind={kind} business={business} />;
    case 'menu':
      return renderMenu({ kind, business, canEdit: canManage, onBusinessChanged });
    case 'hours':
      return <HoursTab kind={kind} business={business} />;
    case 'pickup-delivery':
      return <PickupDeliveryForm kind={kind} business={business} />;
    case 'order-settings':
      return <OrderSettingsForm kind={kind} business={business} />;
    case 'status':
      return <StatusTab kind={kind} business={business} />;
    case 'qr-codes':
      return renderQrCodes({ kind, business });
    case 'orders':
      return renderOrders({ kind, accountId, business, canManage });
    case 'reports':
      return renderReports({ kind, business });
    case 'translations':
      return renderTranslations({ kind });
    case 'service-settings':
      return <ServiceSettingsTab kind={kind} />;
    default:
      return tab satisfies never;
  }
}
