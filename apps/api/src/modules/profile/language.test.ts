import { describe, expect, it } from 'vitest';
import { SIGN_IN_ACCOUNT_POLICY } from '../../auth/sign-in-throttle.ts';
import {
  createMemberOf,
  databaseKinds,
  readLatestMail,
  readMails,
  signUpBody,
  signUpVerifiedOwner,
  TestClient,
  uniqueEmail,
  uniqueIp,
  type OwnerFixture,
} from '../../../test/harness.ts';
import { useTestApp } from '../../../test/owner-store.ts';

const LANGUAGE = '/api/v1/profile/language';

const setLanguage = (client: TestClient, payload: unknown) =>
  client.request({ method: 'PUT', url: LANGUAGE, payload: payload as string });

/** The owner's own language as the signed-in app reads it. */
const languageOf = async (owner: OwnerFixture) =>
  (await owner.client.get('/api/v1/me')).json<{ user: { language: string } }>().user.language;

/** The owner app's language is the account's (decision 051): its emails and a new device follow it. */
describe.each(databaseKinds)('the owner language on the account on %s', (kind) => {
  const world = useTestApp(kind, { timeout: 120_000 });
  const owner = (language?: string) =>
    signUpVerifiedOwner(world.test, { ip: uniqueIp(), language });

  it('writes the verification email in Spanish to an owner who signed up in Spanish', async () => {
    const email = uniqueEmail('es');
    const client = new TestClient(world.test.app, uniqueIp(), world.test.config.publicUrl);
    const signUp = await client.post(
      '/api/auth/sign-up/email',
      signUpBody(email, { firstName: 'Lucía', language: 'es' }),
    );
    expect(signUp.statusCode).toBe(200);
    const mail = await readLatestMail(world.test.dataDir, email);
    expect(mail.subject).toBe('Verifica tu correo electrónico de ScanOrder');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain(
      'Te damos la bienvenida a ScanOrder. Verifica tu correo electrónico para iniciar sesión.',
    );
    expect(mail.text).not.toContain('Welcome');
    expect(mail.html).toContain('<html lang="es"');
    expect(mail.html).toContain('>Verificar correo</a>');
    expect(mail.html).toContain('Si el botón no funciona, abre este enlace:');
  });

  it('writes English, the spec’s words, to a user who has chosen no language yet', async () => {
    const signedUp = await owner();
    const mail = (await readMails(world.test.dataDir, signedUp.email)).at(0)!;
    expect(mail.subject).toBe('Verify your ScanOrder email');
    expect(mail.text).toContain(
      'Welcome to ScanOrder. Please verify your email address to sign in.',
    );
    expect(mail.html).toContain('<html lang="en"');
    // None chosen (as every user from before it was kept): their first sign-in saves the device's.
    expect(await languageOf(signedUp)).toBeNull();
  });

  it('refuses a sign-up in a language the owner app does not speak', async () => {
    const email = uniqueEmail('fr');
    const client = new TestClient(world.test.app, uniqueIp(), world.test.config.publicUrl);
    for (const language of ['fr', 'ES', 7, null]) {
      const refused = await client.post('/api/auth/sign-up/email', signUpBody(email, { language }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await readMails(world.test.dataDir, email)).toEqual([]);
  });

  it('writes the password reset, asked for without a session, in the account’s Spanish', async () => {
    const spanish = await owner('es');
    expect(await languageOf(spanish)).toBe('es');
    const anonymous = new TestClient(world.test.app, uniqueIp(), world.test.config.publicUrl);
    const asked = await anonymous.post('/api/auth/request-password-reset', {
      email: spanish.email,
      redirectTo: '/reset/new-password',
    });
    expect(asked.statusCode).toBe(200);
    const mail = await readLatestMail(world.test.dataDir, spanish.email);
    expect(mail.subject).toBe('Restablece tu contraseña de ScanOrder');
    expect(mail.text).toContain('El enlace es válido durante una hora.');
    expect(mail.html).toContain('>Restablecer contraseña</a>');
  });

  it('warns of wrong passwords in the account’s Spanish', async () => {
    const spanish = await owner('es');
    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_POLICY.noticeAt; attempt++)
      await new TestClient(world.test.app, uniqueIp()).post('/api/auth/sign-in/email', {
        email: spanish.email,
        password: 'Wrong@123',
      });
    const mail = await readLatestMail(world.test.dataDir, spanish.email);
    expect(mail.subject).toBe('Contraseñas incorrectas en tu cuenta de ScanOrder');
    expect(mail.text).toContain(`${SIGN_IN_ACCOUNT_POLICY.noticeAt} veces seguidas`);
  });

  it('writes the closure notice in the account’s Spanish, with the day in Spanish', async () => {
    const spanish = await owner('es');
    const asked = await spanish.client.post('/api/v1/account/closure', {
      confirmation: 'CLOSE',
      password: spanish.password,
    });
    expect(asked.statusCode).toBe(200);
    const closesAt = new Date(asked.json<{ closesAt: string }>().closesAt);
    const mail = await readLatestMail(world.test.dataDir, spanish.email);
    expect(mail.subject).toBe('Tu cuenta de ScanOrder se cerrará');
    const day = new Intl.DateTimeFormat('es', { dateStyle: 'full', timeZone: 'UTC' }).format(
      closesAt,
    );
    expect(mail.text).toContain(`Se cierra el ${day}:`);
    expect(mail.text).toContain('Cancelar el cierre');
  });

  it('invites a team member in the inviting owner’s language, and follows its change', async () => {
    const inviter = await owner('es');
    const member = await createMemberOf(world.test, inviter, 'manager', { firstName: 'Ravi' });
    const invitation = (await readMails(world.test.dataDir, member.emailAddress)).at(0)!;
    expect(invitation.subject).toBe('Test Owner te ha invitado a ScanOrder');
    expect(invitation.text).toContain('Hola, Ravi:');
    expect(invitation.text).toContain(`Tu nombre de usuario es ${member.userName}.`);
    expect(invitation.html).toContain('>Aceptar invitación</a>');

    // The member has a language of their own: none until they choose (or sign in), whatever the
    // owner's.
    expect((await member.client.get('/api/v1/me')).json().user.language).toBeNull();

    expect((await setLanguage(inviter.client, { language: 'en' })).statusCode).toBe(200);
    const next = await createMemberOf(world.test, inviter, 'member');
    const english = (await readMails(world.test.dataDir, next.emailAddress)).at(0)!;
    expect(english.subject).toBe('Test Owner invited you to ScanOrder');
  });

  it('saves the signed-in user’s own language, which a new device signing in reads', async () => {
    const signedUp = await owner();
    const saved = await setLanguage(signedUp.client, { language: 'es' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'es' });
    const elsewhere = new TestClient(world.test.app, uniqueIp());
    const signIn = await elsewhere.post('/api/auth/sign-in/email', {
      email: signedUp.email,
      password: signedUp.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect((await elsewhere.get('/api/v1/me')).json().user.language).toBe('es');
  });

  it('refuses to set a language without a session, and one it does not know', async () => {
    const anonymous = new TestClient(world.test.app, uniqueIp());
    const noSession = await setLanguage(anonymous, { language: 'es' });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });

    const signedUp = await owner();
    for (const payload of [{ language: 'fr' }, { language: 'ES' }, { language: 1 }, {}]) {
      const refused = await setLanguage(signedUp.client, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect(await languageOf(signedUp)).toBeNull();
  });

  it('never sets another account’s language, nor a team mate’s', async () => {
    const victim = await owner();
    const victimId = (await victim.client.get('/api/v1/me')).json().user.id as string;
    const stranger = await owner();
    const teamMate = await createMemberOf(world.test, victim, 'admin');
    for (const client of [stranger.client, teamMate.client]) {
      const attempt = await setLanguage(client, { language: 'es', userId: victimId });
      // Only the caller's own row changes: the body names no one else.
      expect(attempt.statusCode).toBe(200);
      expect((await client.get('/api/v1/me')).json().user.language).toBe('es');
    }
    expect(await languageOf(victim)).toBeNull();
    const anonymous = new TestClient(world.test.app, uniqueIp(), world.test.config.publicUrl);
    await anonymous.post('/api/auth/request-password-reset', {
      email: victim.email,
      redirectTo: '/reset/new-password',
    });
    expect((await readLatestMail(world.test.dataDir, victim.email)).subject).toBe(
      'Reset your ScanOrder password',
    );
  });
});
