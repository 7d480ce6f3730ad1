import { useEffect, useId, useState } from 'react';
import { localDateOf } from '@scanorder/shared/business/zoned-time';
import type { PickupSlot } from '@scanorder/shared/ordering/pickup-slots';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { publicRequest } from '../lib/api.ts';
import { clockLabel, dayLabel } from '../lib/format.ts';
import { menuApiPath } from '../menu/use-menu-pages.ts';
import { pickupDates } from './fulfilment-options.ts';
import styles from './checkout.module.css';

interface PickupSlotFieldsProps {
  menu: PublicMenu;
  slot: string | null;
  error: string | null;
  onChange: (slot: string | null) => void;
}

function slotsPath(menu: PublicMenu, date: string) {
  const base = menuApiPath(menu, 1, '').split('?')[0]!;
  return `${base}/pickup-slots?date=${date}`;
}

/**
 * A pickup day and time. The menu carries its first days of slots; a later day's slots are asked
 * for when it is chosen. Full slots (maximum orders per slot reached) are listed but disabled.
 */
export function PickupSlotFields({ menu, slot, error, onChange }: PickupSlotFieldsProps) {
  const dayId = useId();
  const timeId = useId();
  const errorId = useId();
  const [dates] = useState(() =>
    pickupDates(menu, localDateOf(new Date(), menu.business.timeZone)),
  );
  const [date, setDate] = useState(
    () =>
      (slot ? menu.pickupSlots.find((entry) => entry.startsAt === slot)?.date : null) ??
      dates[0] ??
      '',
  );
  const embedded = menu.pickupSlots.filter((entry) => entry.date === date);
  const [fetched, setFetched] = useState<Record<string, PickupSlot[] | 'error'>>({});
  const remote = fetched[date];
  const needsFetch = date !== '' && embedded.length === 0 && remote === undefined;

  useEffect(() => {
    if (!needsFetch) return;
    let cancelled = false;
    publicRequest<{ slots: PickupSlot[] }>(slotsPath(menu, date))
      .then((result) => {
        if (!cancelled) setFetched((current) => ({ ...current, [date]: result.slots }));
      })
      .catch(() => {
        if (!cancelled) setFetched((current) => ({ ...current, [date]: 'error' }));
      });
    return () => {
      cancelled = true;
    };
  }, [date, menu, needsFetch]);

  const slots = embedded.length > 0 ? embedded : Array.isArray(remote) ? remote : [];

  if (dates.length === 0)
    return (
      <p className={styles.fieldError} role="alert">
        No pickup times are free.
      </p>
    );

  return (
    <div className={styles.slotFields}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={dayId}>
          Pickup day
        </label>
        <select
          id={dayId}
          className={styles.input}
          value={date}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            onChange(null);
          }}
        >
          {dates.map((entry) => (
            <option key={entry} value={entry}>
              {dayLabel(entry)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={timeId}>
          Pickup time
        </label>
        <select
          id={timeId}
          className={styles.input}
          value={slot ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        >
          <option value="">{needsFetch ? 'Loading times…' : 'Choose a time'}</option>
          {slots.map((entry) => (
            <option key={entry.startsAt} value={entry.startsAt} disabled={entry.remaining === 0}>
              {clockLabel(entry.time)}
              {entry.remaining === 0 ? ' (full)' : ''}
            </option>
          ))}
        </select>
        {remote === 'error' && (
          <p className={styles.fieldError} role="alert">
            Could not load the pickup times. Check your connection and choose the day again.
          </p>
        )}
        {error && (
          <p id={errorId} className={styles.fieldError}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
