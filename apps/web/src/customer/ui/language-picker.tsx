import { useId } from 'react';
import { GUEST_LOCALES, LOCALE_NAMES } from '@scanorder/shared/i18n/locales';
import { useLocale, useT } from '../i18n/guest-i18n.tsx';
import styles from './language-picker.module.css';

/**
 * The guest's language: a GET form (`?lang=hi`), so it works before any script and on the pages
 * that have none; the server renders the page in it and remembers it in a cookie. Each language
 * is named in its own script, and a globe marks the control for a guest who cannot read the
 * current one. Once the page runs, choosing a language is enough (no second tap on the button).
 */
export function LanguagePicker() {
  const t = useT();
  const { locale } = useLocale();
  const selectId = useId();
  return (
    <form className={styles.picker} method="get">
      <label className={styles.label} htmlFor={selectId}>
        <span aria-hidden="true" className={styles.globe}>
          🌐
        </span>
        <span className="visually-hidden">{t('Language')}</span>
      </label>
      <select
        id={selectId}
        name="lang"
        className={styles.select}
        defaultValue={locale}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {GUEST_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.apply}>
        {t('Change')}
      </button>
    </form>
  );
}
