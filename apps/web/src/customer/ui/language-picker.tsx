import { useId, useRef } from 'react';
import { GUEST_LOCALES, LOCALE_NAMES } from '@scanorder/shared/i18n/locales';
import { useLocale, useT } from '../i18n/guest-i18n.tsx';
import { navigateTo } from '../lib/navigate.ts';
import styles from './language-picker.module.css';

/**
 * The guest's language: a GET form (`?lang=hi`), so it works before any script and on the pages
 * that have none; the server renders the page in it and remembers it in a cookie. Each language
 * is named in its own script, and a globe marks the control for a guest who cannot read the
 * current one. Once the page runs, choosing a language with a tap or a click is enough (no second
 * tap on the button); from the keyboard, the arrow keys only move through the languages (a page
 * loading again on each press would be a change of context on input) and Enter or Change applies.
 * Once the page runs, the page loads again with the rest of its address kept (a search, its
 * category), where the bare GET form would send only the language and drop the guest's search.
 */
export function LanguagePicker() {
  const t = useT();
  const { locale } = useLocale();
  const selectId = useId();
  const fromKeyboard = useRef(false);
  return (
    <form
      className={styles.picker}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const select = event.currentTarget.elements.namedItem('lang') as HTMLSelectElement;
        const url = new URL(window.location.href);
        url.searchParams.set('lang', select.value);
        navigateTo(`${url.pathname}${url.search}${url.hash}`);
      }}
    >
      <label className={styles.label} htmlFor={selectId}>
        {/* A drawn globe: every phone shows it, whatever fonts it has. */}
        <svg className={styles.globe} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z"
          />
        </svg>
        <span className="visually-hidden">{t('Language')}</span>
      </label>
      <select
        id={selectId}
        name="lang"
        className={styles.select}
        defaultValue={locale}
        onPointerDown={() => {
          fromKeyboard.current = false;
        }}
        onKeyDown={(event) => {
          fromKeyboard.current = true;
          if (event.key === 'Enter') {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
        onChange={(event) => {
          if (!fromKeyboard.current) event.currentTarget.form?.requestSubmit();
        }}
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
