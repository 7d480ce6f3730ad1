import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { instantLabel } from '../lib/format.ts';
import type { MenuOrdering } from '../page-data.ts';
import styles from './menu.module.css';
import { useT } from '../i18n/guest-i18n.tsx';
import { useRefusalText } from '../i18n/guest-message.ts';

/**
 * Why this menu takes no orders now (closed, holiday, out of operation, not set up, plan ended)
 * and what the customer can still do: schedule a pickup for later, or only browse.
 */
export function ClosedNotice({ menu, ordering }: { menu: PublicMenu; ordering: MenuOrdering }) {
  const t = useT();
  const refusal = useRefusalText();
  const { status } = menu;
  if (status.open) return null;
  return (
    <section className={styles.notice} aria-labelledby="closed-notice-title">
      <h2 id="closed-notice-title" className={styles.noticeTitle}>
        {status.message && refusal(status.message)}
      </h2>
      {status.nextOpenAt && (
        <p className={styles.noticeText}>
          {t('Orders open again {{when}}.', {
            when: instantLabel(status.nextOpenAt, menu.business.timeZone),
          })}
        </p>
      )}
      <p className={styles.noticeText}>
        {ordering.canSchedule
          ? t('You can still schedule a pickup for a later time.')
          : ordering.canOrder
            ? t('Some ways of ordering are still open; see them at checkout.')
            : t('You can browse the menu, but orders cannot be placed right now.')}
      </p>
    </section>
  );
}
