import { eq } from 'drizzle-orm';
import type { AppDependencies } from '../app.ts';
import { users } from '../db/schema/auth.ts';

/**
 * A verified demo owner with the Restaurant service, so `npm start` shows a working product at once.
 * Running it again changes nothing.
 */
export async function seedDemo({ auth, config, database }: AppDependencies) {
  const email = config.DEMO_EMAIL.toLowerCase();
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(email);
  if (!existing) {
    const user = await context.internalAdapter.createUser({
      email,
      name: 'Demo Owner',
      firstName: 'Demo',
      lastName: 'Owner',
      emailVerified: true,
    }, { method: 'email-password' });
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await context.password.hash(config.DEMO_PASSWORD),
    });
  } else if (!existing.user.emailVerified) {
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, existing.user.id));
  }
  return { email, password: config.DEMO_PASSWORD, created: !existing };
}
