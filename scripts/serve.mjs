// `npm run serve`: the production start. Runs the server built by `npm run build` (no install, no
// build: a production host or image has done both), with NODE_ENV=production, so it refuses the
// demo's unsafe defaults (apps/api/src/ops/production-mode.ts). The Dockerfile runs this.
import fs from 'node:fs';
import path from 'node:path';
import { root, spawnForwarding } from './lib.mjs';
import { serverProcess } from './server-args.mjs';

const serverPath = path.join(root, 'apps/api/dist/server.js');
if (!fs.existsSync(serverPath)) {
  console.error(`${serverPath} is missing: run npm run build first.`);
  process.exit(1);
}
const server = serverProcess(serverPath, { embeddedDatabase: !process.env.DATABASE_URL });
spawnForwarding(process.execPath, server.args, {
  env: { ...server.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
