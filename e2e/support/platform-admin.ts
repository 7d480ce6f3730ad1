import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMailLink } from './outbox.ts';

/** playwright.config.ts gives the server PLATFORM_ADMIN_EMAILS=platform-admin@scanorder.app. */
export const PLATFORM_ADMIN = { email: 'platform-admin@scanorder.app', password: 'Platform@123' };

/**
 * Signs the platform administrator up through the API and verifies the address from the outbox.
 * The e2e server lives for the whole run, so a second call finds the user already there.
 */
export async function ensurePlatformAdmin(request: APIRequestContext) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: {
      email: PLATFORM_ADMIN.email,
      password: PLATFORM_ADMIN.password,
      name: 'Plat Admin',
      firstName: 'Plat',
      lastName: 'Admin',
      serviceName: 'Restaurant',
      agreeToTerms: true,
      termsVersion: 'April 21, 2024',
      callbackURL: '/signin?verified=1',
    },
  });
  if (response.status() !== 200) {
    expect(await response.text()).toMatch(/already used/i);
    return PLATFORM_ADMIN;
  }
  const verify = await request.get(await waitForMailLink(PLATFORM_ADMIN.email), {
    maxRedirects: 0,
  });
  expect(verify.status()).toBeLessThan(400);
  return PLATFORM_ADMIN;
}
