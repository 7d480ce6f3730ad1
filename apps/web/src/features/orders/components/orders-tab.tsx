import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { useBranchesQuery } from '../../../api/branches.ts';
import { ownerBoardSource } from '../api/board-source.ts';
import { OrdersBoard } from './orders-board.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface OrdersTabProps {
  kind: BusinessKind;
  /** The signed-in account: its lists are cached under it (one business of each kind). */
  accountId: string;
  business: { id: string; timeZone: string };
  /** Owners and managers see History and export it as CSV; members work the live board only. */
  canManage: boolean;
  /** False where the owner area already raises the toast and sound on every page. */
  announceNewOrders?: boolean;
}

/**
 * The ORDERS tab of the owner area: the live board of the business, by branch, with a way into
 * kiosk mode for a chosen branch that has a staff PIN.
 */
export function OrdersTab({
  kind,
  accountId,
  business,
  canManage,
  announceNewOrders,
}: OrdersTabProps) {
  const { t } = useOwnerT();
  const source = useMemo(
    () => ownerBoardSource(kind, { accountId, businessId: business.id }, { canExport: canManage }),
    [kind, accountId, business.id, canManage],
  );
  const branches = useBranchesQuery(kind);
  const [search] = useSearchParams();
  const chosen = branches.data?.find((branch) => branch.id === search.get('branch'));
  return (
    <Box>
      {chosen?.hasPin ? (
        <Link
          component={RouterLink}
          to={`/kiosk/${chosen.id}?kind=${kind}`}
          sx={{ display: 'inline-block', mb: 2 }}
        >
          {t('Open kiosk mode for {{name}} on this device', { name: chosen.name })}
        </Link>
      ) : null}
      <OrdersBoard
        source={source}
        timeZone={business.timeZone}
        branches={(branches.data ?? []).map(({ id, name }) => ({ id, name }))}
        announceNewOrders={announceNewOrders}
      />
    </Box>
  );
}
