import { describe, expect, it } from 'vitest';
import type { OwnerLanguage } from '@scanorder/shared/account/owner-language';
import type { OutgoingMail } from './mailer.ts';
import {
  accountClosureMail,
  closureDayOf,
  memberInviteMail,
  resetPasswordMail,
  signInAttemptsMail,
  verificationMail,
} from './templates.ts';

const URL = 'http://localhost:3000/link?a=1';
const TO = 'asha@example.com';
const CLOSES_AT = new Date('2027-01-15T10:00:00Z');

/** Each owner email in one language: what it says, with the spec's English kept verbatim. */
interface Expected {
  subject: string;
  greeting: string;
  sentence: string;
  action: string;
}

const templates: {
  name: string;
  write: (language: OwnerLanguage) => OutgoingMail;
  words: Record<OwnerLanguage, Expected>;
}[] = [
  {
    name: 'verification',
    write: (language) => verificationMail(TO, 'Asha', URL, language),
    words: {
      en: {
        subject: 'Verify your ScanOrder email',
        greeting: 'Hello Asha,',
        sentence: 'Welcome to ScanOrder. Please verify your email address to sign in.',
        action: 'Verify email',
      },
      es: {
        subject: 'Verifica tu correo electrónico de ScanOrder',
        greeting: 'Hola, Asha:',
        sentence:
          'Te damos la bienvenida a ScanOrder. Verifica tu correo electrónico para iniciar sesión.',
        action: 'Verificar correo',
      },
    },
  },
  {
    name: 'password reset',
    write: (language) => resetPasswordMail(TO, 'Asha', URL, language),
    words: {
      en: {
        subject: 'Reset your ScanOrder password',
        greeting: 'Hello Asha,',
        sentence: 'The link is valid for one hour.',
        action: 'Reset password',
      },
      es: {
        subject: 'Restablece tu contraseña de ScanOrder',
        greeting: 'Hola, Asha:',
        sentence: 'El enlace es válido durante una hora.',
        action: 'Restablecer contraseña',
      },
    },
  },
  {
    name: 'member invitation',
    write: (language) =>
      memberInviteMail(
        TO,
        {
          firstName: 'Ravi',
          invitedBy: 'Asha Rao',
          userName: 'ravi.kumar',
          customMessage: 'Welcome to the team!',
          url: URL,
          validDays: 7,
        },
        language,
      ),
    words: {
      en: {
        subject: 'Asha Rao invited you to ScanOrder',
        greeting: 'Hello Ravi,',
        sentence: 'The link is valid for 7 days and works once.',
        action: 'Accept invitation',
      },
      es: {
        subject: 'Asha Rao te ha invitado a ScanOrder',
        greeting: 'Hola, Ravi:',
        sentence: 'El enlace es válido durante 7 días y solo funciona una vez.',
        action: 'Aceptar invitación',
      },
    },
  },
  {
    name: 'sign-in attempts',
    write: (language) => signInAttemptsMail(TO, 'Asha', 10, URL, language),
    words: {
      en: {
        subject: 'Wrong passwords for your ScanOrder account',
        greeting: 'Hello Asha,',
        sentence: 'Someone entered a wrong password for your ScanOrder account 10 times in a row.',
        action: 'Reset password',
      },
      es: {
        subject: 'Contraseñas incorrectas en tu cuenta de ScanOrder',
        greeting: 'Hola, Asha:',
        sentence:
          'Alguien ha introducido una contraseña incorrecta para tu cuenta de ScanOrder 10 veces seguidas.',
        action: 'Restablecer contraseña',
      },
    },
  },
  {
    name: 'account closure',
    write: (language) =>
      accountClosureMail(TO, 'Asha', closureDayOf(CLOSES_AT, language), URL, language),
    words: {
      en: {
        subject: 'Your ScanOrder account will close',
        greeting: 'Hello Asha,',
        sentence: 'It closes on Fri, 15 Jan 2027: then your team',
        action: 'Sign in to cancel',
      },
      es: {
        subject: 'Tu cuenta de ScanOrder se cerrará',
        greeting: 'Hola, Asha:',
        sentence: 'Se cierra el viernes, 15 de enero de 2027: entonces se borran tu equipo',
        action: 'Inicia sesión para cancelar',
      },
    },
  },
];

const fallbacks: Record<OwnerLanguage, string> = {
  en: 'If the button does not work, open this link:',
  es: 'Si el botón no funciona, abre este enlace:',
};

describe.each(templates)('the $name email', ({ write, words }) => {
  it.each(['en', 'es'] as const)('is written in the recipient’s language: %s', (language) => {
    const mail = write(language);
    const expected = words[language];
    expect(mail.to).toBe(TO);
    expect(mail.subject).toBe(expected.subject);
    expect(mail.text).toContain(expected.greeting);
    expect(mail.text).toContain(expected.sentence);
    expect(mail.text).toContain(`${expected.action}: ${URL}`);
    expect(mail.html).toContain(`<html lang="${language}" dir="ltr">`);
    expect(mail.html).toContain(`>${expected.action}</a>`);
    expect(mail.html).toContain(fallbacks[language]);
    expect(mail.links).toEqual([URL]);
    // No sentence of the other language slips in.
    const other = words[language === 'en' ? 'es' : 'en'];
    expect(mail.text).not.toContain(other.greeting);
    expect(mail.html).not.toContain(fallbacks[language === 'en' ? 'es' : 'en']);
  });

  it("fits a phone's width: the fallback link breaks anywhere and reads left to right", () => {
    const url = `https://orders.example.com/reset/new-password?token=${'a'.repeat(120)}`;
    const { html } = resetPasswordMail('asha@example.com', 'Asha', url, 'es');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(
      `<span dir="ltr" style="word-break:break-all;overflow-wrap:anywhere">${url}</span>`,
    );
  });
});
