import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { MenuAvailability } from '@scanorder/shared/menu/availability';
import type { MenuItem, MenuItemPage } from '@scanorder/shared/menu/menu-item';
import { useListChange } from '../../../lib/use-list-change.ts';
import { useToast } from '../../../lib/use-toast.ts';
import {
  deleteMenuItem,
  duplicateMenuItem,
  fetchCategories,
  fetchCategoryItems,
  fetchMenuPage,
  reorderMenuItems,
  setMenuItemAvailability,
  type MenuListParams,
} from '../api/menu-api.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { withServerMessage } from '../../../api/server-message.ts';

export function useMenuPage(kind: BusinessKind, params: MenuListParams) {
  return useQuery({
    queryKey: queryKeys.menu.items(kind, params),
    queryFn: ({ signal }) => fetchMenuPage(kind, params, signal),
    // A new page or search keeps showing the previous one until it arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCategories(kind: BusinessKind) {
  return useQuery({
    queryKey: queryKeys.menu.categories(kind),
    queryFn: () => fetchCategories(kind),
  });
}

/** After any menu change: refetch the menu lists and counts, and the business (setup checklist). */
export function useMenuRefresh(kind: BusinessKind, onBusinessChanged: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    onBusinessChanged();
    await queryClient.invalidateQueries({ queryKey: queryKeys.menu.all(kind) });
  };
}

/** Replaces one item in every cached page that holds it. */
function patchCachedItem(
  queryClient: ReturnType<typeof useQueryClient>,
  kind: BusinessKind,
  item: MenuItem,
) {
  queryClient.setQueriesData<MenuItemPage>({ queryKey: queryKeys.menu.all(kind) }, (page) =>
    page && 'items' in page
      ? { ...page, items: page.items.map((other) => (other.id === item.id ? item : other)) }
      : page,
  );
}

export type MoveDirection = 'up' | 'down';

/** Availability (any role), duplicate, delete and up/down moves of menu items. */
export function useMenuItemActions(kind: BusinessKind, onBusinessChanged: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useOwnerT();
  const refresh = useMenuRefresh(kind, onBusinessChanged);
  const errors = serverErrorsOf(kind);

  const availability = useMutation({
    mutationFn: ({ item, value }: { item: MenuItem; value: MenuAvailability }) =>
      setMenuItemAvailability(kind, item.id, value),
    onMutate: async ({ item, value }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.menu.all(kind) });
      const snapshot = queryClient.getQueriesData<MenuItemPage>({
        queryKey: queryKeys.menu.all(kind),
      });
      patchCachedItem(queryClient, kind, { ...item, availability: value });
      return { snapshot };
    },
    onSuccess: (saved) => {
      patchCachedItem(queryClient, kind, saved);
      toast.success(`${saved.name}: ${t(saved.availability)}`);
    },
    onError: (error, _input, context) => {
      context?.snapshot.forEach(([key, data]: [QueryKey, unknown]) =>
        queryClient.setQueryData(key, data),
      );
      toast.error(withServerMessage(t(errors.updateMenuItem), error, t));
    },
  });

  const duplicate = useListChange({
    run: (item: MenuItem) => duplicateMenuItem(kind, item.id),
    done: (copy) => t('{{name}} added', { name: copy.name }),
    failed: t(errors.insertMenuItem),
    refresh,
  });

  const remove = useListChange({
    run: (item: MenuItem) => deleteMenuItem(kind, item.id),
    done: (_, item) => t('{{name}} deleted', { name: item.name }),
    failed: t(errors.deleteMenuItem),
    refresh,
  });

  const move = useMutation({
    mutationFn: async ({ item, direction }: { item: MenuItem; direction: MoveDirection }) => {
      const ids = (await fetchCategoryItems(kind, item.category)).map((other) => other.id);
      const from = ids.indexOf(item.id);
      const to = from + (direction === 'up' ? -1 : 1);
      if (from < 0 || to < 0 || to >= ids.length) return null;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      await reorderMenuItems(kind, { category: item.category, itemIds: ids });
      // Where it now stands, for the screen reader's announcement.
      return { position: to + 1, count: ids.length };
    },
    onSuccess: async (moved) => {
      if (moved) await queryClient.invalidateQueries({ queryKey: queryKeys.menu.all(kind) });
    },
    onError: (error) => toast.error(withServerMessage(t(errors.updateMenuItem), error, t)),
  });

  return { availability, duplicate, remove, move, refresh };
}
