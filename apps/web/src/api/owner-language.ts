import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '@scanorder/shared/account/me';
import type { OwnerLanguage } from '@scanorder/shared/account/owner-language';
import { profileRoutes } from '@scanorder/shared/api/profile';
import { callRoute } from './client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Saves the signed-in user's app language to their account (decision 051) and to the cached
 * `/me`: their emails are written in it and the next sign-in on any device opens in it. The avatar
 * menu's switch and a first sign-in with none chosen yet both save it.
 */
export async function saveOwnerLanguage(queryClient: QueryClient, language: OwnerLanguage) {
  const saved = await callRoute(profileRoutes.setLanguage, { body: { language } });
  queryClient.setQueryData<Me>(queryKeys.me, (me) =>
    me ? { ...me, user: { ...me.user, language: saved.language } } : me,
  );
}
