// scratch: not committed
import { prepareBuild } from './lib/build.ts';
import { settings } from './lib/config.ts';
import { prepareDemoRestaurant, prepareTenantRestaurants } from './lib/demo.ts';
import { openPostgres, recreateDatabase } from './lib/postgres.ts';
import { killAllChildren } from './lib/processes.ts';
import { startApiServer } from './lib/server.ts';
import { orderLoad } from './sections/throughput.ts';
import fs from 'node:fs';

const pgt = await openPostgres();
try {
  await prepareBuild();
  const url = pgt.urlFor('scanorder_bench_api');
  await recreateDatabase(pgt, 'scanorder_bench_api');
  const setup = await startApiServer({ name: 'setup', databaseUrl: url, seedDemo: true });
  const demo = await prepareDemoRestaurant(setup.url, { openAllDay: true });
  const tenants = await prepareTenantRestaurants(setup, demo, settings.connections);
  await setup.stop();
  const bodies = tenants.map((t) => t.orderBody);
  const variants = (process.env.AB ?? 'cur').split(',');
  for (let round = 0; round < Number(process.env.ROUNDS ?? 1); round++)
    for (const v of variants) {
      const [name, workers] = v.split(':');
      const s = await startApiServer({
        name: `${name}`,
        databaseUrl: url,
        dataDir: setup.dataDir,
        seedDemo: false,
        workers: Number(workers ?? 1),
        compare: name === "base",
      });
      const r = await orderLoad(s, bodies, pgt);
      const ms = (p: number | null) => (p === null ? '-' : ((10 * p) / r.requestsPerSecond).toFixed(3));
      console.log(
        `${v}: ${Math.round(r.requestsPerSecond)}/s p50 ${r.p50} p99 ${r.p99} server ${ms(r.serverCpuPercent)} ms pg ${ms(r.databaseCpuPercent)} ms client ${ms(r.clientCpuPercent)} non2xx ${r.non2xx} err ${r.errors}`,
      );
      await s.stop();
    }
} finally {
  killAllChildren();
  await pgt.stop();
}
fs.rmSync('bench/.snapshot', { recursive: true, force: true });
