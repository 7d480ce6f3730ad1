import { settings } from '../lib/config.ts';
import { placeOrder, prepareDemoRestaurant } from '../lib/demo.ts';
import {
  databaseExists,
  recreateDatabase,
  withClient,
  type PostgresTarget,
} from '../lib/postgres.ts';
import { startApiServer } from '../lib/server.ts';
import { seedScale, shapeOf } from './scale-seed.ts';

export const DATABASE = 'scanorder_bench_scale';
/** What a browser sends: the board's lists are large and travel compressed. */
export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'application/json',
};

export interface ScaleMeta {
  signature: string;
  accountId: string;
  businessId: string;
  branchId: string;
  timeZone: string;
  menuApiPath: string;
  seededAt: string;
  seedSeconds: number;
}

export async function readMeta(target: PostgresTarget): Promise<ScaleMeta | null> {
  if (!(await databaseExists(target, DATABASE))) return null;
  return withClient(target.urlFor(DATABASE), async (client) => {
    try {
      const { rows } = await client.query<{ value: ScaleMeta }>(
        `select value from bench_scale_meta where key = 'seed'`,
      );
      return rows[0]?.value ?? null;
    } catch {
      return null;
    }
  });
}

/** Builds the scale database: migrations and the demo seed by the server, the bulk in SQL. */
export async function buildScaleDatabase(
  target: PostgresTarget,
  signature: string,
): Promise<ScaleMeta> {
  const started = Date.now();
  const shape = shapeOf(settings.scaleAccounts, settings.scaleOrders);
  console.log(
    `  seeding ${shape.accounts} accounts and ${shape.orders} orders into ${DATABASE} (cached for later runs)`,
  );
  await recreateDatabase(target, DATABASE);
  const url = target.urlFor(DATABASE);
  const server = await startApiServer({ name: 'scale-seed', databaseUrl: url, seedDemo: true });
  let meta: Pick<ScaleMeta, 'signature' | 'accountId' | 'businessId' | 'branchId' | 'menuApiPath'>;
  let templateOrderId: string;
  try {
    const demo = await prepareDemoRestaurant(server.url, { openAllDay: true });
    templateOrderId = (await placeOrder(server.url, demo.orderBody)).id;
    meta = {
      signature,
      accountId: demo.accountId,
      businessId: demo.businessId,
      branchId: demo.branchId,
      menuApiPath: demo.menuApiPath,
    };
  } finally {
    await server.stop();
  }
  return withClient(url, async (client) => {
    await seedScale(client, shape, { ...meta, templateOrderId });
    const { rows } = await client.query<{ time_zone: string }>(
      'select time_zone from businesses where id = $1',
      [meta.businessId],
    );
    const full: ScaleMeta = {
      ...meta,
      timeZone: rows[0]?.time_zone ?? 'UTC',
      seededAt: new Date().toISOString(),
      seedSeconds: Math.round((Date.now() - started) / 1000),
    };
    await client.query(
      'create table bench_scale_meta (key text primary key, value jsonb not null)',
    );
    await client.query(`insert into bench_scale_meta values ('seed', $1)`, [JSON.stringify(full)]);
    return full;
  });
}
