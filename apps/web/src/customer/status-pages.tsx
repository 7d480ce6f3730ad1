import type { ReactNode } from 'react';
import { useT } from './i18n/guest-i18n.tsx';
import type { InactiveCodeBusiness } from './page-data.ts';
import { LanguagePicker } from './ui/language-picker.tsx';

/** A status page the guest can read in another language: the picker sits above its message. */
function StatusPageWithLanguage({ children }: { children: ReactNode }) {
  return (
    <main className="status-page">
      <div className="status-language">
        <LanguagePicker />
      </div>
      {children}
    </main>
  );
}

/** The spec's not-found page ('Oops!', 'PAGE NOT FOUND') for a menu or order that does not exist. */
export function NotFoundPage() {
  const t = useT();
  return (
    <StatusPageWithLanguage>
      <h1 className="status-title">{t('Oops!')}</h1>
      <p className="status-subtitle">{t('PAGE NOT FOUND')}</p>
      <p className="status-text">
        {t('This menu or order does not exist. Please scan the QR code again or ask the staff.')}
      </p>
    </StatusPageWithLanguage>
  );
}

/**
 * A scanned code that leads to no menu (issue 22, no dead ends): in the business's look when it
 * is known, else neutral; never the marketing site's 404 with its sign-up call.
 */
export function CodeNotActivePage({ business }: { business: InactiveCodeBusiness | null }) {
  const t = useT();
  return (
    <StatusPageWithLanguage>
      {business && (
        <div className="status-business">
          {business.logoUrl && (
            <img
              className="status-logo"
              src={business.logoUrl}
              alt={t('{{name}} logo', { name: business.name })}
              width={64}
              height={64}
            />
          )}
          <p className="status-business-name">{business.name}</p>
        </div>
      )}
      <h1 className="status-not-active-title">{t('This QR code is not active')}</h1>
      <p className="status-text">
        {t(
          'Please ask the staff for help: they can give you a code that works or take your order.',
        )}
      </p>
    </StatusPageWithLanguage>
  );
}

/** Something failed on the server, named in the spec's words; the customer can only try again. */
export function ServerErrorPage({ message }: { message: string }) {
  const t = useT();
  return (
    <main className="status-page">
      <h1 className="status-title">{t('Sorry!')}</h1>
      <p className="status-subtitle">{t(message)}</p>
      <p className="status-text">{t('Please reload this page in a moment.')}</p>
    </main>
  );
}
