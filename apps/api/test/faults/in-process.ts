import path from 'node:path';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../src/db/client.ts';
import {
  readyTestApp,
  signUpVerifiedOwner,
  testConfig,
  type OwnerFixture,
  type TestApp,
} from '../harness.ts';
import { setUpDishStore, type Store } from '../ordering-fixtures.ts';
import { FAULT_AUTH_SECRET, FAULT_ORIGIN } from './server-process.ts';

/** Where a fault test's server keeps its data: PGlite in `<dataDir>/db`, or a PostgreSQL URL. */
export function databaseTarget(dataDir: string, databaseUrl?: string): DatabaseTarget {
  return databaseUrl
    ? { driver: 'postgres', url: databaseUrl, poolSize: 4 }
    : { driver: 'pglite', dataDir: path.join(dataDir, 'db') };
}

/**
 * The app in this process on the same database and data dir a server process uses (same secret and
 * public URL), so the harness fixtures can set up owners and stores before the process starts, and
 * the test can read the database afterwards. `close()` keeps the data.
 */
export async function openInProcessApp(
  dataDir: string,
  databaseUrl?: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = testConfig(dataDir, {
    PUBLIC_URL: FAULT_ORIGIN,
    AUTH_SECRET: FAULT_AUTH_SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database: DatabaseHandle = await openDatabase(databaseTarget(dataDir, databaseUrl));
  await database.migrate();
  return readyTestApp(config, database, () => database.close());
}

/**
 * An owner and their dish store (`setUpDishStore`) made through the API in this process on the
 * database a server process is to use; the app is closed again, the data stays.
 */
export async function seedDishStore(
  dataDir: string,
  databaseUrl?: string,
): Promise<{ owner: OwnerFixture; store: Store; dishId: string }> {
  const setup = await openInProcessApp(dataDir, databaseUrl);
  try {
    const owner = await signUpVerifiedOwner(setup);
    return { owner, ...(await setUpDishStore(owner.client)) };
  } finally {
    await setup.close();
  }
}
