import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { hasDatabase, openDatabase, type DatabaseTarget } from './db/client.ts';
import { seedDemo } from './seed/demo.ts';

/** Set on the child that seeds a new embedded database (see `seedInChildProcess`). */
const SEED_ONLY = 'SCANORDER_SEED_ONLY';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Seeds a new embedded database in a process of its own, as the database itself is created in one
 * (decision 012): drawing the demo's pictures loads libvips, librsvg and fontconfig, whose memory
 * would otherwise stay with the server for its whole life. Runs this same server with SEED_ONLY,
 * which seeds, closes the database and exits; PGlite allows one process at a time, so the server
 * opens the database after. Later starts find the demo in place and seed nothing.
 */
function seedInChildProcess(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [SEED_ONLY]: '1' },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`seeding the demo failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

async function main() {
  const config = readConfig();
  const seedOnly = process.env[SEED_ONLY] === '1';
  const target: DatabaseTarget = config.DATABASE_URL
    ? { driver: 'postgres', url: config.DATABASE_URL }
    : { driver: 'pglite', dataDir: path.join(config.dataDir, 'db') };
  const newEmbedded =
    target.driver === 'pglite' && target.dataDir !== undefined && !hasDatabase(target.dataDir);
  if (config.SEED_DEMO && newEmbedded && !seedOnly) await seedInChildProcess();
  const database = await openDatabase(target);
  await database.migrate();
  const logger =
    config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } }
      : { level: config.LOG_LEVEL };
  const { app, deps } = await buildApp({ config, database, logger });

  if (config.SEED_DEMO) {
    const demo = await seedDemo(deps);
    if (seedOnly) {
      await app.close();
      await database.close();
      return;
    }
    app.log.info(
      `Demo owner ${demo.created ? 'created' : 'ready'}: sign in at ${config.publicUrl}/signin with ${demo.email} / ${demo.password}`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`ScanOrder is serving on ${config.publicUrl} (database: ${database.driver})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
