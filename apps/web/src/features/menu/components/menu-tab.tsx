import { policyOf } from '@scanorder/shared/business/kind-policy';
import AddIcon from '@mui/icons-material/Add';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { MenuItem } from '@scanorder/shared/menu/menu-item';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { inKind, useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useCategories, useMenuItemActions, useMenuPage } from '../hooks/use-menu.ts';
import { menuExportUrl } from '../api/menu-import-api.ts';
import { CategoriesDialog } from './categories-dialog.tsx';
import { SharedGroupsDialog } from './shared-groups-dialog.tsx';
import { MenuImportDialog } from './menu-import-dialog.tsx';
import { ItemEditorDialog } from './item-editor-dialog.tsx';
import { MenuItemCard, type MenuItemCardActions } from './menu-item-card.tsx';
import { groupByCategory, movesOf } from './menu-groups.ts';
import { withServerMessage } from '../../../api/server-message.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { FOCUS_TARGET } from '../../../components/focus-target.ts';

export interface MenuTabProps {
  kind: BusinessKind;
  business: Business;
  canEdit: boolean;
  onBusinessChanged: () => void;
}

/** Grocery search waits for a pause in typing before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type Editing = { item: MenuItem | null } | null;

function MenuSkeleton({ kind }: { kind: BusinessKind }) {
  const { t } = useOwnerT();
  return (
    <Stack spacing={1.5} aria-busy>
      <Box component="span" role="status" sx={visuallyHidden}>
        {t('Loading the menu', inKind(kind))}
      </Box>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={92} />
      ))}
    </Stack>
  );
}

/**
 * MENU: items grouped by category with availability for every role; owners and managers also
 * add, edit, reorder, duplicate and delete. Grocery menus come 100 a page with a name search.
 */
export function MenuTab({ kind, business, canEdit, onBusinessChanged }: MenuTabProps) {
  const { t, locale } = useOwnerT();
  const { pagedMenu: paged, menuLimits, hasOptionGroups } = policyOf(kind);
  const pageSize = menuLimits.pageSize;
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const [sharedGroupsOpen, setSharedGroupsOpen] = useState(false);
  // What the last move did, said to a screen reader (the focus stays on the pressed button).
  const [moved, setMoved] = useState('');
  // After a delete the item's buttons are gone, and after a page change the list is new: the
  // keyboard starts again on the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = window.setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, search]);

  const params = paged ? { page, ...(search ? { search } : {}) } : { page: 1 };
  const menu = useMenuPage(kind, params);
  const categories = useCategories(kind);
  const actions = useMenuItemActions(kind, onBusinessChanged);
  const { mutate: setAvailability } = actions.availability;
  const { mutate: move } = actions.move;
  const { mutate: duplicate } = actions.duplicate;
  const cardActions = useMemo<MenuItemCardActions>(
    () => ({
      onAvailability: (item, value) => setAvailability({ item, value }),
      onEdit: (item) => setEditing({ item }),
      onMove: (item, direction) =>
        move(
          { item, direction },
          {
            onSuccess: (place) => {
              if (place)
                setMoved(
                  t('{{name}} moved to {{position}} of {{count}} in {{category}}', {
                    name: item.name,
                    category: item.category,
                    ...place,
                  }),
                );
            },
          },
        ),
      onDuplicate: duplicate,
      onDelete: setDeleting,
    }),
    [setAvailability, move, duplicate, t],
  );
  const errors = serverErrorsOf(kind);

  const total = menu.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const groups = groupByCategory(menu.data?.items ?? []);
  const firstShown = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const lastShown = Math.min(total, page * pageSize);
  const busy = actions.move.isPending || actions.duplicate.isPending || actions.remove.isPending;

  const countText = paged
    ? (search
        ? t('{{count}} items matching "{{search}}"', { count: total, search })
        : t('{{count}} items', { count: total })) +
      (total > pageSize
        ? t(' · showing {{first}}-{{last}}', { first: firstShown, last: lastShown })
        : '')
    : t('{{count}} items', { count: total });

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box sx={{ mr: 'auto' }}>
          <Typography ref={heading} variant="h6" component="h2" {...FOCUS_TARGET}>
            {t('Menu', inKind(kind))}
          </Typography>
          <Box component="span" aria-live="polite" sx={visuallyHidden}>
            {moved}
          </Box>
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {menu.data
              ? countText
              : menu.isError && paged
                ? // The paged grocery list counts its items with the page it reads.
                  t(errors.getMenuTotalCount)
                : t('Loading…')}
          </Typography>
        </Box>
        {canEdit ? (
          <>
            <Button
              variant="outlined"
              startIcon={<CategoryOutlinedIcon />}
              disabled={!categories.data}
              onClick={() => setCategoriesOpen(true)}
            >
              {t('Categories')}
            </Button>
            {hasOptionGroups ? (
              <Button
                variant="outlined"
                startIcon={<LayersOutlinedIcon />}
                onClick={() => setSharedGroupsOpen(true)}
              >
                {t('Shared option groups')}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              href={menuExportUrl(kind, locale)}
              download
            >
              {t('Export CSV')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileUploadOutlinedIcon />}
              onClick={() => setImporting(true)}
            >
              {t('Import CSV')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ item: null })}
            >
              {t('Add Item')}
            </Button>
          </>
        ) : null}
      </Box>
      {canEdit ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(
            'You can change the availability of items. Ask an admin or manager to edit the menu.',
            inKind(kind),
          )}
        </Alert>
      )}
      {paged ? (
        <TextField
          label={t('Search by name')}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          fullWidth
          sx={{ mb: 2, maxWidth: 480 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      ) : null}
      {menu.isFetching && menu.data ? (
        <LinearProgress aria-label={t('Updating the menu', inKind(kind))} sx={{ mb: 1 }} />
      ) : null}
      {menu.isPending ? (
        <MenuSkeleton kind={kind} />
      ) : menu.isError ? (
        <QueryErrorAlert
          message={withServerMessage(t(errors.getMenuItems), menu.error, t).toUpperCase()}
          error={menu.error}
          onRetry={menu.refetch}
        />
      ) : groups.length === 0 ? (
        <Alert severity="info">
          {search
            ? t('No items match "{{search}}".', { search })
            : t('No menu items yet.', inKind(kind))}
          {canEdit && !search ? ` ${t('Add the first item with Add Item.')}` : ''}
        </Alert>
      ) : (
        <Stack spacing={3}>
          {groups.map((group, groupIndex) => {
            const headingId = `menu-group-${kind}-${groupIndex}`;
            return (
              <Box
                component="section"
                key={`${group.category}-${groupIndex}`}
                aria-labelledby={headingId}
              >
                <Typography
                  id={headingId}
                  variant="subtitle1"
                  component="h3"
                  sx={{ fontWeight: 800, mb: 1 }}
                >
                  {group.category}
                </Typography>
                <Stack spacing={1}>
                  {group.items.map((item, index) => {
                    const moves = movesOf(groups, groupIndex, index, {
                      page,
                      pageCount,
                      searching: Boolean(search),
                    });
                    return (
                      <MenuItemCard
                        key={item.id}
                        item={item}
                        t={t}
                        locale={locale}
                        canEdit={canEdit}
                        canMoveUp={moves.up}
                        canMoveDown={moves.down}
                        busy={busy}
                        actions={cardActions}
                      />
                    );
                  })}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
      {paged && pageCount > 1 ? (
        <Pagination
          count={pageCount}
          page={page}
          onChange={(_, next) => {
            setPage(next);
            // The new page is read from its top: the keyboard goes to the list's heading.
            heading.current?.focus();
          }}
          color="primary"
          siblingCount={0}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      ) : null}
      {editing ? (
        <ItemEditorDialog
          kind={kind}
          item={editing.item}
          categories={business.categories}
          defaultCategory={editing.item?.category ?? business.categories[0] ?? ''}
          currency={business.menuCurrency}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void actions.refresh();
          }}
        />
      ) : null}
      {importing ? (
        <MenuImportDialog
          kind={kind}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            void actions.refresh();
          }}
        />
      ) : null}
      {sharedGroupsOpen ? (
        <SharedGroupsDialog
          currency={business.menuCurrency}
          onClose={() => setSharedGroupsOpen(false)}
        />
      ) : null}
      {categoriesOpen && categories.data ? (
        <CategoriesDialog
          kind={kind}
          categories={categories.data}
          onClose={() => setCategoriesOpen(false)}
          onSaved={() => {
            setCategoriesOpen(false);
            void actions.refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        destructive
        open={deleting !== null}
        title={t('Delete {{name}}?', { name: deleting?.name ?? t('item') })}
        confirmLabel={t('Delete')}
        pending={actions.remove.isPending}
        onConfirm={() => {
          if (deleting) actions.remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
        focusAfterClose={() => heading.current}
      >
        {t(
          'The item and its image are removed from your menu. Orders already placed keep their copy.',
        )}
      </ConfirmDialog>
    </Box>
  );
}
