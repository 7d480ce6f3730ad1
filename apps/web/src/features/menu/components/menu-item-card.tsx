import { isGroceryShaped } from '@scanorder/shared/business/kind-policy';
import type { TFunction } from 'i18next';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import type { MenuAvailability } from '@scanorder/shared/menu/availability';
import type { MenuItem } from '@scanorder/shared/menu/menu-item';
import { formatMinor } from '@scanorder/shared/money/format';
import { AvailabilitySelect } from './availability-select.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

export interface MenuItemCardActions {
  onAvailability: (value: MenuAvailability) => void;
  onEdit: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

interface MenuItemCardProps extends MenuItemCardActions {
  item: MenuItem;
  canEdit: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  busy: boolean;
}

function optionSummary(item: MenuItem, t: TFunction): string | null {
  if (isGroceryShaped(item)) {
    const count = item.variants.length;
    return count ? t('{{count}} variants', { count }) : null;
  }
  const parts = [
    [item.modifiers.length, t('{{count}} modifiers', { count: item.modifiers.length })],
    [item.selectors.length, t('{{count}} selectors', { count: item.selectors.length })],
    [item.incrementors.length, t('{{count}} incrementors', { count: item.incrementors.length })],
  ] as const;
  const text = parts
    .filter(([count]) => count > 0)
    .map(([, phrase]) => phrase)
    .join(', ');
  return text || null;
}

function Action({
  label,
  onClick,
  disabled,
  icon,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  icon: ReactElement;
}) {
  return (
    <Tooltip title={label} describeChild>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const availableAgainFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? undefined : locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** One menu item: image, name, price, tags, availability, and the editing actions. */
export function MenuItemCard({
  item,
  canEdit,
  canMoveUp,
  canMoveDown,
  busy,
  onAvailability,
  onEdit,
  onMove,
  onDuplicate,
  onDelete,
}: MenuItemCardProps) {
  const { t, locale } = useOwnerT();
  const summary = optionSummary(item, t);
  const dimmed = item.availability !== 'Available';
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={item.name}
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: 1.5,
          overflow: 'hidden',
          bgcolor: '#eef3f2',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          opacity: dimmed ? 0.6 : 1,
        }}
      >
        {item.imageUrl ? (
          <Box
            component="img"
            src={item.imageUrl}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            sx={{ objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <RestaurantMenuIcon sx={{ color: 'text.secondary' }} aria-hidden />
        )}
      </Box>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography component="h4" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {item.name}
          </Typography>
          <Typography sx={{ fontWeight: 600, color: 'primary.dark' }}>
            {formatMinor(item.priceMinor, item.currency, locale === 'en' ? undefined : locale)}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {item.description}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {item.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" color="secondary" variant="outlined" />
          ))}
          {summary ? (
            <Chip
              label={summary}
              size="small"
              variant="outlined"
              sx={{
                maxWidth: '100%',
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal' },
              }}
            />
          ) : null}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <AvailabilitySelect value={item.availability} onChange={onAvailability} />
        {item.availability === 'Not Available Today' && item.availableAgainAt ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('Available again {{when}}', {
              when: availableAgainFormat(locale).format(new Date(item.availableAgainAt)),
            })}
          </Typography>
        ) : null}
      </Box>
      {canEdit ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
          <Action
            label={t('Edit {{name}}', { name: item.name })}
            onClick={onEdit}
            icon={<EditOutlinedIcon />}
          />
          <Action
            label={t('Move {{name}} up', { name: item.name })}
            onClick={() => onMove('up')}
            disabled={!canMoveUp || busy}
            icon={<ArrowUpwardIcon />}
          />
          <Action
            label={t('Move {{name}} down', { name: item.name })}
            onClick={() => onMove('down')}
            disabled={!canMoveDown || busy}
            icon={<ArrowDownwardIcon />}
          />
          <Action
            label={t('Duplicate {{name}}', { name: item.name })}
            onClick={onDuplicate}
            disabled={busy}
            icon={<ContentCopyIcon />}
          />
          <Action
            label={t('Delete {{name}}', { name: item.name })}
            onClick={onDelete}
            disabled={busy}
            icon={<DeleteOutlinedIcon />}
          />
        </Box>
      ) : null}
    </Paper>
  );
}
