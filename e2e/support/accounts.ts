import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail, waitForMailLink } from './outbox.ts';

export const PASSWORD = 'Secret@123';

/** Signs up an owner through the API and verifies the email through the emailed link. */
export async function createVerifiedOwner(
  request: APIRequestContext,
  serviceName: 'Restaurant' | 'Grocery' = 'Restaurant',
) {
  const email = uniqueEmail();
  const response = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password: PASSWORD,
      name: 'Asha Verma',
      firstName: 'Asha',
      lastName: 'Verma',
      serviceName,
      agreeToTerms: true,
      termsVersion: 'April 21, 2024',
      callbackURL: '/signin?verified=1',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const link = await waitForMailLink(email);
  const verify = await request.get(link, { maxRedirects: 0 });
  expect(verify.status()).toBeLessThan(400);
  return { email, password: PASSWORD };
}

/** The sign-in page's words, in English and as a Spanish browser shows them. */
const SIGN_IN_WORDS = {
  en: { identifier: 'Email or User Name', password: 'Password', submit: 'Log In' },
  es: { identifier: 'Correo o usuario', password: 'Contraseña', submit: 'Iniciar sesión' },
} as const;

/** Signs in through the sign-in page and waits for the overview. Returns the account id. */
export async function signInThroughUi(
  page: Page,
  identifier: string,
  password: string,
  language: keyof typeof SIGN_IN_WORDS = 'en',
): Promise<string> {
  const words = SIGN_IN_WORDS[language];
  await page.goto('/signin');
  await page.getByLabel(words.identifier).fill(identifier);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
  await page.waitForURL(/\/[0-9a-f-]{36}\/overview/);
  return new URL(page.url()).pathname.split('/')[1]!;
}
