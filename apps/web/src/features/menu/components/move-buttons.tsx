import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** Moves one entry of a list up or down, returning a new list. */
function moveEntry<T>(list: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const target = index + (direction === 'up' ? -1 : 1);
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

interface MoveButtonsProps<T> {
  /** The entry's name, as the buttons' accessible names say it. */
  name: string;
  list: readonly T[];
  index: number;
  onMove: (next: T[]) => void;
}

/** Looks disabled but keeps the focus (aria-disabled): see MoveButtons. */
const edgeSx = { '&[aria-disabled="true"]': { color: 'action.disabled', cursor: 'default' } };

/**
 * "Move … up" and "Move … down" for one entry of an ordered list (categories, attached shared
 * groups): reordering reachable by keyboard, the first entry not moving up nor the last down.
 * At the end of the list the pressed button says it cannot move further (aria-disabled) and keeps
 * the focus: a disabled one dropped it out of the list to the dialog.
 */
export function MoveButtons<T>({ name, list, index, onMove }: MoveButtonsProps<T>) {
  const { t } = useOwnerT();
  const first = index === 0;
  const last = index === list.length - 1;
  return (
    <>
      <IconButton
        aria-label={t('Move {{name}} up', { name })}
        aria-disabled={first || undefined}
        disableRipple={first}
        sx={edgeSx}
        onClick={first ? undefined : () => onMove(moveEntry(list, index, 'up'))}
      >
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        aria-label={t('Move {{name}} down', { name })}
        aria-disabled={last || undefined}
        disableRipple={last}
        sx={edgeSx}
        onClick={last ? undefined : () => onMove(moveEntry(list, index, 'down'))}
      >
        <ArrowDownwardIcon />
      </IconButton>
    </>
  );
}
