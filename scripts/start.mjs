// `npm start`: install what is missing, build, then serve the app on the embedded database with
// a demo account (migrations and the demo seed run as the server starts).
import { ensureBuilt, ensureInstalled, log, spawnForwarding } from './lib.mjs';
import { serverProcess } from './server-args.mjs';

ensureInstalled();
if (ensureBuilt() !== 0) process.exit(1);

const server = serverProcess('apps/api/dist/server.js', {
  embeddedDatabase: !process.env.DATABASE_URL,
});
const env = {
  ...server.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  DATA_DIR: process.env.DATA_DIR ?? './data',
  PORT: process.env.PORT ?? '3000',
};
log(`Starting ScanOrder on http://localhost:${env.PORT} (data in ${env.DATA_DIR})`);
spawnForwarding(process.execPath, server.args, { env });
