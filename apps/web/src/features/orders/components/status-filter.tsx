import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import { ownerLabelsOf } from '@scanorder/shared/ordering/order-status';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

export const ALL_STATUSES = 'All';

/** The labels worth offering: Needs Action always, the others when the list holds some. */
export function statusFiltersOf(kind: BusinessKind, tickets: BoardTicket[]) {
  const counts = new Map<string, number>();
  for (const ticket of tickets)
    counts.set(ticket.ownerLabel, (counts.get(ticket.ownerLabel) ?? 0) + 1);
  return ownerLabelsOf(kind)
    .filter((label) => label === 'Needs Action' || counts.has(label))
    .map((label) => ({ label, count: counts.get(label) ?? 0 }));
}

interface StatusFilterProps {
  kind: BusinessKind;
  tickets: BoardTicket[];
  value: string;
  onChange: (label: string) => void;
}

/**
 * The spec's owner labels as filters (Needs Action, In the Kitchen, Ready for Pickup...), each with
 * how many tickets it holds (issue 21, item 7).
 */
export function StatusFilter({ kind, tickets, value, onChange }: StatusFilterProps) {
  const { t } = useOwnerT();
  const filters = statusFiltersOf(kind, tickets);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_, next: string | null) => onChange(next ?? ALL_STATUSES)}
      aria-label={t('Status filter')}
      // One row that scrolls sideways on a phone rather than wrapping into broken edges.
      sx={{ maxWidth: '100%', overflowX: 'auto' }}
    >
      <ToggleButton value={ALL_STATUSES} sx={{ px: 1.5, flexShrink: 0, whiteSpace: 'nowrap' }}>
        {t('All ({{length}})', { length: tickets.length })}
      </ToggleButton>
      {filters.map(({ label, count }) => (
        <ToggleButton
          key={label}
          value={label}
          sx={{ px: 1.5, flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t(label)} ({count})
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
