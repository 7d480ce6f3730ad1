import { eq } from 'drizzle-orm';
import { SERVICE_NAMES } from '@scanorder/shared/account/services';
import type { AppDependencies } from '../app.ts';
import { accounts } from '../db/schema/accounts.ts';
import { users } from '../db/schema/auth.ts';
import { seedDemoMenu } from './demo-menu.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoQrCodes } from './demo-qr-codes.ts';

/**
 * A verified demo owner with both services, a sample restaurant and a sample grocery store, so
 * `npm start` shows a working product at once; with SEED_DEMO_ORDERS, two weeks of past orders
 * too (`seedDemoOrders`). Running it again changes nothing.
 */
export function seedDemo(deps: AppDependencies) {
  // Seeding is a script over the owner connection, outside any request (decision 042).
  return deps.scopes.unsafeAsOwner('demo seed', () => seedAsOwner(deps));
}

async function seedAsOwner({
  auth,
  config,
  database,
  accounts: accountsRepository,
  storage,
}: AppDependencies) {
  const email = config.DEMO_EMAIL.toLowerCase();
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(email);
  let userId = existing?.user.id;
  if (!existing) {
    const user = await context.internalAdapter.createUser(
      {
        email,
        name: 'Demo Owner',
        firstName: 'Demo',
        lastName: 'Owner',
        emailVerified: true,
      },
      { method: 'email-password' },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await context.password.hash(config.DEMO_PASSWORD),
    });
    userId = user.id;
  } else if (!existing.user.emailVerified) {
    await database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, existing.user.id));
  }
  let orders = { restaurant: 0, grocery: 0 };
  const owned = userId ? await accountsRepository.unsafeFindContextByUserId(userId) : undefined;
  if (owned) {
    if (SERVICE_NAMES.some((name) => !owned.account.enabledServices.includes(name))) {
      await database.db
        .update(accounts)
        .set({
          enabledServices: [...new Set([...owned.account.enabledServices, ...SERVICE_NAMES])],
        })
        .where(eq(accounts.id, owned.account.id));
    }
    await seedDemoMenu({ database, storage }, owned.account.id);
    await seedDemoQrCodes({ database }, owned.account.id);
    if (config.SEED_DEMO_ORDERS)
      orders = await seedDemoOrders(
        { database, storage, config },
        owned.account.id,
        owned.member.id,
      );
  }
  return { email, password: config.DEMO_PASSWORD, created: !existing, orders };
}
