// `npm start`: install what is missing, build, then serve the demo on the embedded database with
// a demo account (migrations and the demo seed run as the server starts). For production, build
// and run `npm run serve` (scripts/serve.mjs), which refuses the demo's defaults.
import { ensureBuilt, ensureInstalled, log, spawnForwarding } from './lib.mjs';
import { serverProcess } from './server-args.mjs';

ensureInstalled();
if (ensureBuilt() !== 0) process.exit(1);

const server = serverProcess('apps/api/dist/server.js', {
  embeddedDatabase: !process.env.DATABASE_URL,
  demo: true,
});
const env = {
  ...server.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  SEED_DEMO_ORDERS: process.env.SEED_DEMO_ORDERS ?? 'true',
  DATA_DIR: process.env.DATA_DIR ?? './data',
  PORT: process.env.PORT ?? '3000',
};
log(
  `Starting the ScanOrder demo on http://localhost:${env.PORT} (data in ${env.DATA_DIR}); the sign-in follows when it is ready`,
);
spawnForwarding(process.execPath, server.args, { env });
