import type { SuccessOf } from '@scanorder/shared/api/contract';
// Types only: the contract's zod schemas stay out of the guest pages' JavaScript.
import type { publicOrderingRoutes } from '@scanorder/shared/api/ordering';
import { useEffect, useId, useState } from 'react';
import { localDateOf } from '@scanorder/shared/business/zoned-time';
import type { PickupSlot } from '@scanorder/shared/ordering/pickup-slots';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { publicRequest } from '../lib/api.ts';
import { clockLabel, dayLabel } from '../lib/format.ts';
import { menuApiPath } from '../menu/use-menu-pages.ts';
import { pickupDates } from './fulfilment-options.ts';
import styles from './checkout.module.css';
import { useT } from '../i18n/guest-i18n.tsx';
import { useRefusalText } from '../i18n/guest-message.ts';

interface PickupSlotFieldsProps {
  menu: PublicMenu;
  slot: string | null;
  error: string | null;
  onChange: (slot: string | null) => void;
}

export function pickupSlotsPath(menu: PublicMenu, date: string) {
  const base = menuApiPath(menu, 1, '').split('?')[0]!;
  return `${base}/pickup-slots?date=${date}`;
}

type DaySlots = { status: 'error' } | { status: 'ready'; slots: PickupSlot[] };

/**
 * A pickup day and time. The menu lists the days that have slots; a day's times, with the capacity
 * left in each, are fetched when the day is shown (the menu itself carries none, to stay small and
 * fast). Full slots (maximum orders per slot reached) are listed but disabled.
 */
export function PickupSlotFields({ menu, slot, error, onChange }: PickupSlotFieldsProps) {
  const t = useT();
  const refusal = useRefusalText();
  const dayId = useId();
  const timeId = useId();
  const errorId = useId();
  const loadId = useId();
  const { timeZone } = menu.business;
  const [dates] = useState(() => pickupDates(menu, localDateOf(new Date(), timeZone)));
  const [date, setDate] = useState(() => {
    const chosen = slot ? localDateOf(new Date(slot), timeZone) : null;
    return chosen && dates.includes(chosen) ? chosen : (dates[0] ?? '');
  });
  const [byDate, setByDate] = useState<Record<string, DaySlots>>({});
  const day = byDate[date];
  // Loading while a day has no entry yet; a retry removes the day's error to ask again.
  const needsLoad = date !== '' && day === undefined;

  useEffect(() => {
    if (!needsLoad) return;
    let cancelled = false;
    publicRequest<SuccessOf<typeof publicOrderingRoutes.pickupSlots>>(pickupSlotsPath(menu, date))
      .then((result) => {
        if (!cancelled)
          setByDate((current) => ({
            ...current,
            [date]: { status: 'ready', slots: result.slots },
          }));
      })
      .catch(() => {
        if (!cancelled) setByDate((current) => ({ ...current, [date]: { status: 'error' } }));
      });
    return () => {
      cancelled = true;
    };
  }, [date, menu, needsLoad]);

  if (dates.length === 0)
    return (
      <p className={styles.fieldError} role="alert">
        {t('No pickup times are free.')}
      </p>
    );

  const loading = day === undefined;
  const slots = day?.status === 'ready' ? day.slots : [];
  const placeholder = loading
    ? t('Loading times…')
    : day.status === 'error'
      ? t('Times not loaded')
      : slots.length === 0
        ? t('No times on this day')
        : t('Choose a time');
  const describedBy = [loading ? loadId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.slotFields}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={dayId}>
          {t('Pickup day')}
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
          {t('Pickup time')}
        </label>
        <select
          id={timeId}
          className={styles.input}
          value={slot ?? ''}
          aria-busy={loading ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        >
          <option value="">{placeholder}</option>
          {slots.map((entry) => (
            <option key={entry.startsAt} value={entry.startsAt} disabled={entry.remaining === 0}>
              {clockLabel(entry.time)}
              {entry.remaining === 0 ? ` ${t('(full)')}` : ''}
            </option>
          ))}
        </select>
        <p id={loadId} className={styles.choiceNote} role="status" aria-live="polite">
          {loading ? t('Loading the pickup times…') : ''}
        </p>
        {day?.status === 'error' && (
          <div role="alert">
            <p className={styles.fieldError}>
              {t('Could not load the pickup times. Check your connection and try again.')}
            </p>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setByDate((current) =>
                  Object.fromEntries(Object.entries(current).filter(([key]) => key !== date)),
                );
              }}
            >
              {t('Try again')}
            </button>
          </div>
        )}
        {error && (
          <p id={errorId} className={styles.fieldError}>
            {refusal(error)}
          </p>
        )}
      </div>
    </div>
  );
}
