import { useSyncExternalStore } from 'react';
import { timeOfDay } from '../lib/format.ts';
import styles from './order.module.css';
import type { TFunction } from 'i18next';
import { useT } from '../i18n/guest-i18n.tsx';

const MINUTE_MS = 60_000;
const TICK_MS = 15_000;

/** A clock that ticks every 15 s; the server (and hydration) reads none. */
const subscribeClock = (onTick: () => void) => {
  const timer = window.setInterval(onTick, TICK_MS);
  return () => window.clearInterval(timer);
};
const clockNow = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;
const noClock = () => null;

/** "about 12 minutes" left until `readyBy`, or null once it has passed. */
export function minutesLeftText(readyBy: string, now: number, t: TFunction): string | null {
  const left = Math.ceil((Date.parse(readyBy) - now) / MINUTE_MS);
  if (left <= 0) return null;
  return t('about {{count}} minutes', { count: left });
}

/**
 * The ready-in time the team chose on accept: the clock time (the same on the server and in the
 * browser), and once the page runs, the minutes left, counting down.
 */
export function ReadyCountdown({ readyBy, timeZone }: { readyBy: string; timeZone: string }) {
  const t = useT();
  const now = useSyncExternalStore<number | null>(subscribeClock, clockNow, noClock);
  const left = now === null ? null : minutesLeftText(readyBy, now, t);
  return (
    <p className={styles.eta}>
      <strong>{t('Ready by {{time}}', { time: timeOfDay(readyBy, timeZone) })}</strong>
      {now === null
        ? null
        : left
          ? ` · ${t('in {{duration}}', { duration: left })}`
          : ` · ${t('any moment now')}`}
    </p>
  );
}
