import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { planRoutes } from '@scanorder/shared/api/billing';
import type { BillingInterval } from '@scanorder/shared/plans/catalog';
import { callRoute } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export async function fetchPlans(
  interval: BillingInterval,
  currency: string,
  signal?: AbortSignal,
) {
  const body = await callRoute(planRoutes.list, { query: { interval, currency }, signal });
  // Rank order is the spec's card order: Starter Kit, Company, Enterprise.
  return [...body.plans].sort((a, b) => a.rank - b.rank);
}

export function usePlansQuery(interval: BillingInterval, currency: string) {
  return useQuery({
    queryKey: queryKeys.plans(interval, currency),
    queryFn: ({ signal }) => fetchPlans(interval, currency, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
