// Helpers for the two entry scripts. Plain Node: they must run on a fresh clone before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function log(message) {
  console.log(`\x1b[36m[scanorder]\x1b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

export function runNpm(args, options) {
  return run(npm, args, options);
}

/** Starts a long-running child that forwards our signals and exits with us. */
export function spawnForwarding(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time of any file under the given paths (skipping node_modules, dist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    let stat;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      const name = path.basename(entry);
      if (name === 'node_modules' || name === 'dist' || name === 'dev-dist') return;
      for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((entry) => visit(path.join(root, entry)));
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && mtime(marker) >= mtime(lock)) return;
  const fresh = !fs.existsSync(path.join(root, 'node_modules'));
  log(fresh ? 'Installing dependencies (npm ci)...' : 'Lockfile changed: updating dependencies...');
  const status = runNpm(
    fresh ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
  );
  if (status !== 0) process.exit(status);
  fs.utimesSync(marker, new Date(), new Date());
}

const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/tsup.config.ts',
  'packages/shared/src',
  'package-lock.json',
];
const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  // The customer pages' server renderer and client manifest (apps/web/vite.config.ts).
  'apps/web/dist/.ssr/customer-render.js',
  'apps/web/dist/.ssr/customer-manifest.json',
  'apps/api/dist/server.js',
];

/** Builds the web app and the server unless both are newer than every source file. */
export function ensureBuilt({ force = false } = {}) {
  const built = Math.min(...BUILD_OUTPUTS.map((file) => mtime(path.join(root, file))));
  if (!force && built > 0 && built >= newestMtime(BUILD_INPUTS)) return 0;
  log('Building the web app and the server...');
  return runNpm(['run', 'build']);
}
