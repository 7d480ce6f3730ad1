import type { OutgoingMail } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The language of a mail written for a guest (English, the default, for everyone else). */
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

export function layout(
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  language: MailLanguage = ENGLISH,
): OutgoingMail {
  const text = [...paragraphs, '', `${action.label}: ${action.url}`, '', 'ScanOrder'].join('\n');
  const html = `<!doctype html><html lang="${language.lang}" dir="${language.dir}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1b1b">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#c62828;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#666;font-size:13px">${escapeHtml(language.linkFallback)} ${escapeHtml(action.url)}</p>
<p>ScanOrder</p></body></html>`;
  return { to, subject, text, html, links: [action.url] };
}

export function verificationMail(to: string, firstName: string, url: string): OutgoingMail {
  return layout(
    to,
    'Verify your ScanOrder email',
    [`Hello ${firstName},`, 'Welcome to ScanOrder. Please verify your email address to sign in.'],
    { label: 'Verify email', url },
  );
}

export function resetPasswordMail(to: string, firstName: string, url: string): OutgoingMail {
  return layout(
    to,
    'Reset your ScanOrder password',
    [
      `Hello ${firstName},`,
      'We received a request to reset your password. The link is valid for one hour. If you did not ask for it, ignore this email.',
    ],
    { label: 'Reset password', url },
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

/** The team invitation: who invites, their message, the generated user name and the accept link. */
export function memberInviteMail(to: string, invite: MemberInviteMail): OutgoingMail {
  return layout(
    to,
    `${invite.invitedBy} invited you to ScanOrder`,
    [
      `Hello ${invite.firstName},`,
      `${invite.invitedBy} invited you to join their team on ScanOrder.`,
      invite.customMessage,
      `Your user name is ${invite.userName}. Open the link to set your password; then sign in with your user name or this email address.`,
      `The link is valid for ${invite.validDays} days and works once.`,
    ],
    { label: 'Accept invitation', url: invite.url },
  );
}

/** Sent once when an account sees many wrong passwords in a row (sign-in-throttle.ts). */
export function signInAttemptsMail(
  to: string,
  firstName: string,
  failures: number,
  url: string,
): OutgoingMail {
  return layout(
    to,
    'Wrong passwords for your ScanOrder account',
    [
      `Hello ${firstName},`,
      `Someone entered a wrong password for your ScanOrder account ${failures} times in a row. Sign-in for your account is slowed down for now; you can still sign in from a device you used before.`,
      'If this was not you, reset your password to be safe.',
    ],
    { label: 'Reset password', url },
  );
}

/** Sent when an admin asks to close the account: when it closes and how to keep it. */
export function accountClosureMail(
  to: string,
  firstName: string,
  closesOn: string,
  url: string,
): OutgoingMail {
  return layout(
    to,
    'Your ScanOrder account will close',
    [
      `Hello ${firstName},`,
      `We received a request to close your ScanOrder account. It closes on ${closesOn}: then your team, your sign-in, your customers' details on orders and your uploaded images are erased, and your menus stop being served. Order amounts stay as the record of your sales.`,
      'Until then everything keeps working. To keep your account, sign in and choose Cancel closing on your Profile page. Download your data there first if you want a copy.',
    ],
    { label: 'Sign in to cancel', url },
  );
}
