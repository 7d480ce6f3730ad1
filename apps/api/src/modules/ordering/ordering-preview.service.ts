import type { BusinessKind } from '@scanorder/shared/account/services';
import { minutesOf } from '@scanorder/shared/business/clock-time';
import { instantAt, localMomentOf } from '@scanorder/shared/ordering/opening';
import {
  explainOrderingAt,
  type OrderingPreview,
  type OrderingPreviewQuery,
} from '@scanorder/shared/ordering/ordering-preview';
import { businessNotFound } from '../business/business-errors.ts';
import type { BusinessRepository } from '../business/business.repository.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';
import type { LoadStorefront } from '../storefront/storefront.ts';

const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The owner's "can guests order at this moment?" (issue 20): the storefront the customer menu
 * loads, judged by the customer menu's own rule, at a local date and time the owner picks.
 */
export function createOrderingPreviewService({
  businesses,
  loadStorefront,
  now = () => new Date(),
}: {
  businesses: BusinessRepository;
  loadStorefront: LoadStorefront;
  now?: () => Date;
}) {
  return {
    async preview(
      ctx: TenantContext,
      kind: BusinessKind,
      query: OrderingPreviewQuery,
    ): Promise<OrderingPreview> {
      const business = await businesses.findByKind(ctx, kind);
      if (!business) throw businessNotFound(kind);
      const current = now();
      const store = await loadStorefront(
        { accountId: ctx.accountId, kind, businessId: business.id, branchId: query.branchId },
        current,
      );
      const { timeZone } = store.calendar;
      const today = localMomentOf(current, timeZone);
      const date = query.date ?? today.date;
      const minute = query.time === undefined ? today.minute : minutesOf(query.time);
      const at = query.date || query.time ? instantAt(date, minute, timeZone) : current;
      return {
        ...explainOrderingAt(store.calendar, store.gates, at),
        at: at.toISOString(),
        time: clockOf(localMomentOf(at, timeZone).minute),
      };
    },
  };
}

export type OrderingPreviewService = ReturnType<typeof createOrderingPreviewService>;
