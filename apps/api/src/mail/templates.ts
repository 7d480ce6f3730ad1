import type { OwnerLanguage } from '@scanorder/shared/account/owner-language';
import type { OutgoingMail } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The language of a mail: a guest's, or an owner's or team member's own (decision 051). */
export interface MailLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** "If the button does not work, open this link:" in that language. */
  linkFallback: string;
}

const ENGLISH: MailLanguage = {
  lang: 'en',
  dir: 'ltr',
  linkFallback: 'If the button does not work, open this link:',
};

/** The owner app's languages; Spanish in the voice of the app's Spanish catalogue (tú). */
const OWNER_MAIL_LANGUAGES: Record<OwnerLanguage, MailLanguage> = {
  en: ENGLISH,
  es: { lang: 'es', dir: 'ltr', linkFallback: 'Si el botón no funciona, abre este enlace:' },
};

export function layout(
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  language: MailLanguage = ENGLISH,
): OutgoingMail {
  const text = [...paragraphs, '', `${action.label}: ${action.url}`, '', 'ScanOrder'].join('\n');
  // A phone's mail app shows the page at its own width, and the fallback link (a long URL without a
  // space) breaks anywhere rather than running past the screen; it reads left to right in Arabic too.
  const html = `<!doctype html><html lang="${language.lang}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1b1b">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#c62828;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#666;font-size:13px">${escapeHtml(language.linkFallback)} <span dir="ltr" style="word-break:break-all;overflow-wrap:anywhere">${escapeHtml(action.url)}</span></p>
<p>ScanOrder</p></body></html>`;
  return { to, subject, text, html, links: [action.url] };
}

/** One owner email in each owner language: subject, paragraphs and the button's label. */
interface OwnerMailWords {
  subject: string;
  paragraphs: string[];
  action: string;
}

function ownerMail(
  to: string,
  language: OwnerLanguage,
  words: Record<OwnerLanguage, OwnerMailWords>,
  url: string,
): OutgoingMail {
  const { subject, paragraphs, action } = words[language];
  return layout(to, subject, paragraphs, { label: action, url }, OWNER_MAIL_LANGUAGES[language]);
}

export function verificationMail(
  to: string,
  firstName: string,
  url: string,
  language: OwnerLanguage,
): OutgoingMail {
  return ownerMail(
    to,
    language,
    {
      en: {
        subject: 'Verify your ScanOrder email',
        paragraphs: [
          `Hello ${firstName},`,
          'Welcome to ScanOrder. Please verify your email address to sign in.',
        ],
        action: 'Verify email',
      },
      es: {
        subject: 'Verifica tu correo electrónico de ScanOrder',
        paragraphs: [
          `Hola, ${firstName}:`,
          'Te damos la bienvenida a ScanOrder. Verifica tu correo electrónico para iniciar sesión.',
        ],
        action: 'Verificar correo',
      },
    },
    url,
  );
}

export function resetPasswordMail(
  to: string,
  firstName: string,
  url: string,
  language: OwnerLanguage,
): OutgoingMail {
  return ownerMail(
    to,
    language,
    {
      en: {
        subject: 'Reset your ScanOrder password',
        paragraphs: [
          `Hello ${firstName},`,
          'We received a request to reset your password. The link is valid for one hour. If you did not ask for it, ignore this email.',
        ],
        action: 'Reset password',
      },
      es: {
        subject: 'Restablece tu contraseña de ScanOrder',
        paragraphs: [
          `Hola, ${firstName}:`,
          'Hemos recibido una solicitud para restablecer tu contraseña. El enlace es válido durante una hora. Si no la has pedido tú, ignora este correo.',
        ],
        action: 'Restablecer contraseña',
      },
    },
    url,
  );
}

export interface MemberInviteMail {
  firstName: string;
  invitedBy: string;
  userName: string;
  customMessage: string;
  url: string;
  validDays: number;
}

/**
 * The team invitation: who invites, their message, the generated user name and the accept link,
 * in the inviter's language (the invitee has no account, so no language, yet).
 */
export function memberInviteMail(
  to: string,
  invite: MemberInviteMail,
  language: OwnerLanguage,
): OutgoingMail {
  return ownerMail(
    to,
    language,
    {
      en: {
        subject: `${invite.invitedBy} invited you to ScanOrder`,
        paragraphs: [
          `Hello ${invite.firstName},`,
          `${invite.invitedBy} invited you to join their team on ScanOrder.`,
          invite.customMessage,
          `Your user name is ${invite.userName}. Open the link to set your password; then sign in with your user name or this email address.`,
          `The link is valid for ${invite.validDays} days and works once.`,
        ],
        action: 'Accept invitation',
      },
      es: {
        subject: `${invite.invitedBy} te ha invitado a ScanOrder`,
        paragraphs: [
          `Hola, ${invite.firstName}:`,
          `${invite.invitedBy} te ha invitado a unirte a su equipo en ScanOrder.`,
          invite.customMessage,
          `Tu nombre de usuario es ${invite.userName}. Abre el enlace para elegir tu contraseña; después inicia sesión con tu nombre de usuario o con este correo electrónico.`,
          `El enlace es válido durante ${invite.validDays} días y solo funciona una vez.`,
        ],
        action: 'Aceptar invitación',
      },
    },
    invite.url,
  );
}

/** Sent once when an account sees many wrong passwords in a row (sign-in-throttle.ts). */
export function signInAttemptsMail(
  to: string,
  firstName: string,
  failures: number,
  url: string,
  language: OwnerLanguage,
): OutgoingMail {
  return ownerMail(
    to,
    language,
    {
      en: {
        subject: 'Wrong passwords for your ScanOrder account',
        paragraphs: [
          `Hello ${firstName},`,
          `Someone entered a wrong password for your ScanOrder account ${failures} times in a row. Sign-in for your account is slowed down for now; you can still sign in from a device you used before.`,
          'If this was not you, reset your password to be safe.',
        ],
        action: 'Reset password',
      },
      es: {
        subject: 'Contraseñas incorrectas en tu cuenta de ScanOrder',
        paragraphs: [
          `Hola, ${firstName}:`,
          `Alguien ha introducido una contraseña incorrecta para tu cuenta de ScanOrder ${failures} veces seguidas. Por ahora el inicio de sesión de tu cuenta va más despacio; puedes seguir iniciando sesión desde un dispositivo que ya hayas usado.`,
          'Si no has sido tú, restablece tu contraseña por seguridad.',
        ],
        action: 'Restablecer contraseña',
      },
    },
    url,
  );
}

/** The day an account closes, as the closure email writes it in each owner language. */
export function closureDayOf(closesAt: Date, language: OwnerLanguage): string {
  if (language === 'en') return closesAt.toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(closesAt);
}

/** Sent when an admin asks to close the account: when it closes and how to keep it. */
export function accountClosureMail(
  to: string,
  firstName: string,
  closesOn: string,
  url: string,
  language: OwnerLanguage,
): OutgoingMail {
  return ownerMail(
    to,
    language,
    {
      en: {
        subject: 'Your ScanOrder account will close',
        paragraphs: [
          `Hello ${firstName},`,
          `We received a request to close your ScanOrder account. It closes on ${closesOn}: then your team, your sign-in, your customers' details on orders and your uploaded images are erased, and your menus stop being served. Order amounts stay as the record of your sales.`,
          'Until then everything keeps working. To keep your account, sign in and choose Cancel closing on your Profile page. Download your data there first if you want a copy.',
        ],
        action: 'Sign in to cancel',
      },
      es: {
        subject: 'Tu cuenta de ScanOrder se cerrará',
        paragraphs: [
          `Hola, ${firstName}:`,
          `Hemos recibido una solicitud para cerrar tu cuenta de ScanOrder. Se cierra el ${closesOn}: entonces se borran tu equipo, tu acceso, los datos de tus clientes en los pedidos y tus imágenes subidas, y tus cartas dejan de publicarse. Los importes de los pedidos se conservan como registro de tus ventas.`,
          'Hasta entonces todo sigue funcionando. Para conservar tu cuenta, inicia sesión y elige Cancelar el cierre en tu página de Perfil. Si quieres una copia, descarga antes tus datos desde allí.',
        ],
        action: 'Inicia sesión para cancelar',
      },
    },
    url,
  );
}
