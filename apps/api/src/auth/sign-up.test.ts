import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { accounts } from '../db/schema/accounts.ts';
import {
  databaseKinds,
  pathOf,
  readLatestMail,
  readMails,
  signUpBody,
  TestClient,
  uniqueEmail,
  uniqueIp,
} from '../../test/harness.ts';
import { useTestApp } from '../../test/owner-store.ts';

const TERMS_MESSAGE = 'Please agree to the Terms of Service and Privacy Policy';
const PASSWORD_MESSAGE =
  'Password must contain at least 6 characters, one uppercase, one number and one special case character';

describe.each(databaseKinds)('sign-up on %s', (kind) => {
  const world = useTestApp(kind);

  it('creates an unverified user and mails a verification link that signs them in with only the chosen service', async () => {
    const email = uniqueEmail('restaurant');
    const client = new TestClient(world.test.app, uniqueIp());
    const signUp = await client.post('/api/auth/sign-up/email', signUpBody(email));
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().user).toMatchObject({
      email,
      emailVerified: false,
      firstName: 'Test',
      lastName: 'Owner',
    });
    // No session before the email is verified.
    expect(client.hasCookie('scanorder.session_token')).toBe(false);

    const mail = await readLatestMail(world.test.dataDir, email);
    expect(mail.subject).toBe('Verify your ScanOrder email');
    expect(mail.to).toBe(email);
    expect(mail.from).toContain('no-reply@scanorder.app');
    expect(mail.text).toContain('Hello Test,');
    expect(mail.html).toContain('Verify email');
    expect(mail.links).toHaveLength(1);
    const link = new URL(mail.links[0]!);
    expect(link.origin).toBe(world.test.config.publicUrl);
    expect(link.pathname).toBe('/api/auth/verify-email');

    const verify = await client.get(pathOf(mail.links[0]!));
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/signin');

    const signIn = await client.post('/api/auth/sign-in/email', { email, password: 'Secret@123' });
    expect(signIn.statusCode).toBe(200);
    const me = await client.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().account.services).toEqual([
      expect.objectContaining({ name: 'Grocery', enabled: false }),
      expect.objectContaining({ name: 'Restaurant', enabled: true }),
    ]);
    expect(me.json().member).toMatchObject({ role: 'admin', isOwner: true });
  });

  it('enables Grocery alone when the owner chose Grocery', async () => {
    const email = uniqueEmail('grocery');
    const client = new TestClient(world.test.app, uniqueIp());
    expect(
      (await client.post('/api/auth/sign-up/email', signUpBody(email, { serviceName: 'Grocery' })))
        .statusCode,
    ).toBe(200);
    await client.get(pathOf((await readLatestMail(world.test.dataDir, email)).links[0]!));
    expect(
      (await client.post('/api/auth/sign-in/email', { email, password: 'Secret@123' })).statusCode,
    ).toBe(200);
    const services = (await client.get('/api/v1/me')).json().account.services as {
      name: string;
      enabled: boolean;
    }[];
    expect(services.filter((service) => service.enabled).map((service) => service.name)).toEqual([
      'Grocery',
    ]);
  });

  it('stores the email lower-cased', async () => {
    const email = uniqueEmail('MixedCase').replace('@example.com', '@Example.COM');
    const client = new TestClient(world.test.app, uniqueIp());
    const signUp = await client.post('/api/auth/sign-up/email', signUpBody(email));
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().user.email).toBe(email.toLowerCase());
    const [row] = await world.test.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(row).toBeDefined();
  });

  it.each([
    ['a weak password', { password: 'secret123' }, PASSWORD_MESSAGE],
    ['a password without a special character', { password: 'Secret1234' }, PASSWORD_MESSAGE],
    ['a one-letter first name', { firstName: 'A' }, 'First name cannot be less than 2 characters'],
    ['a one-letter last name', { lastName: 'M' }, 'Last name cannot be less than 2 characters'],
    [
      'a 101-letter first name',
      { firstName: 'A'.repeat(101) },
      'First name cannot be more than 100 characters',
    ],
    ['no first name', { firstName: '' }, 'First name field is required'],
    ['an unknown service', { serviceName: 'Pharmacy' }, 'Service name field is required'],
    ['no agreement to the terms', { agreeToTerms: undefined }, TERMS_MESSAGE],
    ['the terms box unticked', { agreeToTerms: false }, TERMS_MESSAGE],
    ['an agreement as text', { agreeToTerms: 'true' }, TERMS_MESSAGE],
    ['no terms version', { termsVersion: undefined }, TERMS_MESSAGE],
    ['a blank terms version', { termsVersion: '  ' }, TERMS_MESSAGE],
  ])('refuses %s with the spec message and sends no mail', async (_case, overrides, message) => {
    const email = uniqueEmail('invalid');
    const response = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/sign-up/email',
      signUpBody(email, overrides),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await readMails(world.test.dataDir, email)).toEqual([]);
    expect(
      await world.test.deps.database.db.select().from(users).where(eq(users.email, email)),
    ).toEqual([]);
  });

  it('records the terms version the form agreed to, with the time, on the new account', async () => {
    const email = uniqueEmail('terms');
    const before = Date.now();
    const response = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/sign-up/email',
      signUpBody(email, { termsVersion: 'April 21, 2024' }),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await world.test.deps.database.db
      .select({ version: accounts.termsVersion, at: accounts.termsAcceptedAt })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.ownerUserId))
      .where(eq(users.email, email));
    expect(row?.version).toBe('April 21, 2024');
    expect(row?.at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.at?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a malformed email with the spec message', async () => {
    const response = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/sign-up/email',
      signUpBody('asha@'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email');
  });

  it("refuses an email that is already used, in any letter case, with 'UserNam/Email already used. Try Different'", async () => {
    const email = uniqueEmail('taken');
    const first = new TestClient(world.test.app, uniqueIp());
    expect((await first.post('/api/auth/sign-up/email', signUpBody(email))).statusCode).toBe(200);

    for (const again of [email, email.toUpperCase()]) {
      const response = await new TestClient(world.test.app, uniqueIp()).post(
        '/api/auth/sign-up/email',
        signUpBody(again, { firstName: 'Other' }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'USER_ALREADY_EXISTS',
        message: 'UserNam/Email already used. Try Different',
      });
    }
    expect(await readMails(world.test.dataDir, email)).toHaveLength(1);
  });

  it('keeps the member domain for team members', async () => {
    const email = `squatter-${Date.now()}@${world.test.config.MEMBER_EMAIL_DOMAIN}`;
    const response = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/sign-up/email',
      signUpBody(email),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid Email');
    expect(
      await world.test.deps.database.db.select().from(users).where(eq(users.email, email)),
    ).toEqual([]);
  });

  it('refuses a verification callback to a foreign site', async () => {
    const email = uniqueEmail('redirect');
    const response = await new TestClient(world.test.app, uniqueIp()).post(
      '/api/auth/sign-up/email',
      signUpBody(email, { callbackURL: 'https://evil.example/phish' }),
    );
    expect(response.statusCode).toBe(403);
    expect(await readMails(world.test.dataDir, email)).toEqual([]);
  });
});
