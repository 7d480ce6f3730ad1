import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';
import type { Messages } from './guest-i18n.tsx';

/**
 * Every language's messages, for the server renderer only (server/render.tsx): the browser gets
 * the page's one language inside the page, so no catalogue is in the client bundle.
 */
const CATALOGS: Record<GuestLocale, Messages> = { en, hi, es, fr, de, ar };

export function messagesOf(locale: GuestLocale): Messages {
  return CATALOGS[locale];
}
