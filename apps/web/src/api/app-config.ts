import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '@scanorder/shared/account/app-config';
import { accountRoutes } from '@scanorder/shared/api/accounts';
import { callRoute } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const appConfigQuery = {
  queryKey: queryKeys.appConfig,
  queryFn: (): Promise<AppConfig> => callRoute(accountRoutes.appConfig),
  // Server configuration: it changes only with a restart.
  staleTime: Infinity,
};

/** The member email domain the server is configured with (MEMBER_EMAIL_DOMAIN). */
export async function memberEmailDomainOf(queryClient: QueryClient): Promise<string> {
  return (await queryClient.fetchQuery(appConfigQuery)).memberEmailDomain;
}
