import type { TFunction } from 'i18next';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import type { Me } from '@scanorder/shared/account/me';
import { kindOfService, type BusinessKind } from '@scanorder/shared/account/services';
import { KIND_LABEL } from '@scanorder/shared/business/constants';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { accountPath } from '../../../lib/account-links.ts';
import { useMeQuery } from '../../../api/me.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBusinessQuery } from '../../../api/business.ts';
import { isTabKey, searchWithTab, tabsFor, type BusinessTabKey } from './business-tabs.ts';
import { BusinessTabBar, tabIdOf, tabPanelIdOf } from './business-tab-bar.tsx';
import {
  BusinessTabPanel,
  type OrdersTabProps,
  type QrCodesTabProps,
  type ReportsTabProps,
  type TranslationsTabProps,
} from './business-tab-panel.tsx';
import type { MenuTabProps } from './menu-tab-props.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

interface BusinessAreaProps {
  kind: BusinessKind;
  renderMenu: (props: MenuTabProps) => ReactNode;
  renderQrCodes: (props: QrCodesTabProps) => ReactNode;
  renderOrders: (props: OrdersTabProps) => ReactNode;
  renderReports: (props: ReportsTabProps) => ReactNode;
  renderTranslations: (props: TranslationsTabProps) => ReactNode;
  /** Orders that need action now: a count on the ORDERS tab. */
  ordersBadge?: number;
}

/** Why this account may not open the kind at all, or null when it may. */
function refusalOf(me: Me, kind: BusinessKind, t: TFunction): string | null {
  const service = me.account.services.find((item) => kindOfService(item.name) === kind);
  if (!service?.enabled)
    return t('The {{kind}} service is not enabled for your account.', {
      kind: t(KIND_LABEL[kind]),
    });
  return null;
}

/**
 * After the trial without a subscription the area keeps only ORDERS (the API refuses every other
 * change): the team still works the orders placed before expiry; new ones are refused at the menu.
 */
const expiredNoticeOf = (kind: BusinessKind, t: TFunction) =>
  t(
    'Your free trial has ended. Subscribe to a plan to manage your {{kind}} again. Orders placed before it ended stay on the ORDERS tab.',
    { kind: t(KIND_LABEL[kind]).toLowerCase() },
  );

function AreaSkeleton() {
  const { t } = useOwnerT();
  return (
    <Box aria-busy>
      <Box component="span" role="status" sx={visuallyHidden}>
        {t('Loading your business')}
      </Box>
      <Skeleton variant="text" width={260} sx={{ fontSize: '2rem' }} />
      <Skeleton variant="rounded" height={48} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

function Refusal({ me, message }: { me: Me; message: string }) {
  const { t } = useOwnerT();
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={accountPath(me, 'overview')} color="inherit">
          {t('Back to Overview')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * The owner area of one kind (/:userId/restaurant or /:userId/grocery): the spec's tabs, with the
 * open tab kept in the URL (?tab=menu) so a reload stays on it.
 */
export function BusinessArea({
  kind,
  renderMenu,
  renderQrCodes,
  renderOrders,
  renderReports,
  renderTranslations,
  ordersBadge = 0,
}: BusinessAreaProps) {
  const { t } = useOwnerT();
  const label = t(KIND_LABEL[kind]);
  useDocumentTitle(label);
  const me = useMeQuery();
  const business = useBusinessQuery(kind);
  const [search, setSearch] = useSearchParams();

  const content = (() => {
    if (!me.data) return <AreaSkeleton />;
    const refusal = refusalOf(me.data, kind, t);
    if (refusal) return <Refusal me={me.data} message={refusal} />;
    const expired = !me.data.account.inTrial && !me.data.account.subscribed;
    if (business.isPending) return <AreaSkeleton />;
    if (business.isError)
      return (
        <QueryErrorAlert
          message={business.error.message.toUpperCase()}
          error={business.error}
          onRetry={business.refetch}
        />
      );

    if (expired && !business.data)
      return <Refusal me={me.data} message={expiredNoticeOf(kind, t)} />;
    const canManage = me.data.member.role !== 'member';
    const tabs = expired
      ? tabsFor(canManage).filter((item) => item.key === 'orders')
      : tabsFor(canManage);
    const requested = search.get('tab');
    const fallback: BusinessTabKey = expired ? 'orders' : canManage ? 'overview' : 'menu';
    const tab: BusinessTabKey =
      isTabKey(requested) && tabs.some((item) => item.key === requested) ? requested : fallback;

    return (
      <>
        {requested !== null && requested !== tab ? (
          // A tab this role or plan does not have (typed, or kept from before a role changed): the
          // address names the tab shown, so a reload or a shared link opens what the page shows.
          <Navigate replace to={{ search: searchWithTab(search, tab) }} />
        ) : null}
        {expired ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {expiredNoticeOf(kind, t)}
          </Alert>
        ) : null}
        <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
          {business.data?.businessName ?? t('Set up your {{kind}}', { kind: label.toLowerCase() })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {business.data
            ? `${label} · ${t(business.data.businessType)}`
            : t('Start with the details below; the other tabs open once they are saved.')}
        </Typography>
        <BusinessTabBar
          kind={kind}
          label={label}
          tabs={tabs}
          tab={tab}
          ordersBadge={ordersBadge}
          onChange={(next) => setSearch(searchWithTab(search, next), { replace: true })}
        />
        <Box
          role="tabpanel"
          id={tabPanelIdOf(kind, tab)}
          aria-labelledby={tabIdOf(kind, tab)}
          sx={{ pt: 3 }}
        >
          <BusinessTabPanel
            tab={tab}
            kind={kind}
            accountId={me.data.account.id}
            business={business.data}
            canManage={canManage}
            renderMenu={renderMenu}
            renderQrCodes={renderQrCodes}
            renderOrders={renderOrders}
            renderReports={renderReports}
            renderTranslations={renderTranslations}
            onBusinessChanged={() => void business.refetch()}
          />
        </Box>
      </>
    );
  })();

  return (
    <Box sx={{ flex: 1, minWidth: 0, maxWidth: 1200, mx: 'auto', p: { xs: 2, sm: 3, md: 4 } }}>
      {me.data ? (
        <Link
          component={RouterLink}
          to={accountPath(me.data, 'overview')}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden />
          {t('Overview')}
        </Link>
      ) : null}
      {content}
    </Box>
  );
}
