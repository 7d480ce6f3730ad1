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

/**
 * "Move … up" and "Move … down" for one entry of an ordered list (categories, attached shared
 * groups): reordering reachable by keyboard, the first entry not moving up nor the last down.
 */
export function MoveButtons<T>({ name, list, index, onMove }: MoveButtonsProps<T>) {
  const { t } = useOwnerT();
  return (
    <>
      <IconButton
        aria-label={t('Move {{name}} up', { name })}
        disabled={index === 0}
        onClick={() => onMove(moveEntry(list, index, 'up'))}
      >
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        aria-label={t('Move {{name}} down', { name })}
        disabled={index === list.length - 1}
        onClick={() => onMove(moveEntry(list, index, 'down'))}
      >
        <ArrowDownwardIcon />
      </IconButton>
    </>
  );
}
