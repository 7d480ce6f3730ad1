import { useT } from './i18n/guest-i18n.tsx';
import type { InactiveCodeBusiness } from './page-data.ts';
import { LanguagePicker } from './ui/language-picker.tsx';
import styles from './status-pages.module.css';

/** The spec's not-found page ('Oops!', 'PAGE NOT FOUND') for a menu or order that does not exist. */
export function NotFoundPage() {
  const t = useT();
  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguagePicker />
      </div>
      <h1 className={styles.title}>{t('Oops!')}</h1>
      <p className={styles.subtitle}>{t('PAGE NOT FOUND')}</p>
      <p className={styles.text}>
        {t('This menu or order does not exist. Please scan the QR code again or ask the staff.')}
      </p>
    </main>
  );
}

/**
 * A scanned code that leads to no menu (issue 22, no dead ends): in the business's look when it
 * is known, else neutral; never the marketing site's 404 with its sign-up call.
 */
export function CodeNotActivePage({ business }: { business: InactiveCodeBusiness | null }) {
  const t = useT();
  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguagePicker />
      </div>
      {business && (
        <div className={styles.business}>
          {business.logoUrl && (
            <img
              className={styles.logo}
              src={business.logoUrl}
              alt={t('{{name}} logo', { name: business.name })}
              width={64}
              height={64}
            />
          )}
          <p className={styles.businessName}>{business.name}</p>
        </div>
      )}
      <h1 className={styles.notActiveTitle}>{t('This QR code is not active')}</h1>
      <p className={styles.text}>
        {t(
          'Please ask the staff for help: they can give you a code that works or take your order.',
        )}
      </p>
    </main>
  );
}

/** Something failed on the server, named in the spec's words; the customer can only try again. */
export function ServerErrorPage({ message }: { message: string }) {
  const t = useT();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('Sorry!')}</h1>
      <p className={styles.subtitle}>{t(message)}</p>
      <p className={styles.text}>{t('Please reload this page in a moment.')}</p>
    </main>
  );
}
