import fs from 'node:fs';
import path from 'node:path';
import { ROOT, settings } from './config.ts';

interface StartScripts {
  ensureBuilt(options?: { force?: boolean }): number;
}

const API_DIST = path.join(ROOT, 'apps/api/dist');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const MIGRATIONS = path.join(ROOT, 'apps/api/drizzle');
/** Inside the repository, so the bundle's packages resolve from the root node_modules. */
const SNAPSHOT = path.join(ROOT, 'bench/.snapshot');

/** Where the bench's servers run from: a copy of the build taken when the run starts. */
export const snapshot = {
  serverBundle: path.join(SNAPSHOT, 'api/dist/server.js'),
  webDist: path.join(SNAPSHOT, 'web/dist'),
};

/**
 * The servers run from the built bundle. BENCH_BUILD=auto (default) builds like `npm start` does
 * when a source is newer than the build; BENCH_BUILD=never uses what is there.
 */
async function ensureBuilt() {
  if (settings.build !== 'auto') return;
  // scripts/lib.mjs is plain Node, shared with `npm start`.
  const lib = (await import(path.join(ROOT, 'scripts/lib.mjs'))) as StartScripts;
  if (lib.ensureBuilt() !== 0) throw new Error('the build failed');
}

/** Whether a copied build is whole: the server, the web app and every file index.html names. */
function isComplete(): boolean {
  const index = path.join(snapshot.webDist, 'index.html');
  if (!fs.existsSync(snapshot.serverBundle) || !fs.existsSync(index)) return false;
  const html = fs.readFileSync(index, 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)].map((match) => match[1]!);
  return referenced.every((file) => fs.existsSync(path.join(snapshot.webDist, file)));
}

/**
 * Builds when needed, then copies the server bundle, its migrations and the web app into
 * bench/.snapshot, so a rebuild in the working tree during the run changes nothing under test. A
 * copy taken while a build was writing is retried.
 */
export async function prepareBuild() {
  await ensureBuilt();
  for (let attempt = 1; attempt <= 20; attempt++) {
    fs.rmSync(SNAPSHOT, { recursive: true, force: true });
    try {
      fs.cpSync(API_DIST, path.join(SNAPSHOT, 'api/dist'), { recursive: true });
      fs.cpSync(MIGRATIONS, path.join(SNAPSHOT, 'api/drizzle'), { recursive: true });
      fs.cpSync(WEB_DIST, snapshot.webDist, { recursive: true });
      if (isComplete()) return;
    } catch {
      // a build is replacing the files right now
    }
    console.log(`  the build looks incomplete (a build running?); retrying in 5 s (${attempt}/20)`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  throw new Error(
    `No complete build in ${API_DIST} and ${WEB_DIST}: run npm run build (or BENCH_BUILD=auto)`,
  );
}

export function removeSnapshot() {
  fs.rmSync(SNAPSHOT, { recursive: true, force: true });
}
