import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { hasDatabase, openDatabase, type DatabaseTarget } from './db/client.ts';
import { apiWorkerCount, isClusterWorker, isFirstProcess, runPrimary } from './ops/cluster.ts';
import { loggerOptions } from './ops/logger.ts';
import { isDemoStart, refusalMessage, unsafeProductionSettings } from './ops/production-mode.ts';
import { handleShutdownSignals } from './ops/shutdown.ts';
import { lanAddress, logStartupBanner } from './ops/startup-banner.ts';
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
  const demo = isDemoStart();
  const seedOnly = process.env[SEED_ONLY] === '1';
  if (config.isProduction && !demo) {
    const problems = unsafeProductionSettings(config);
    if (problems.length > 0) {
      console.error(refusalMessage(problems));
      process.exit(1);
    }
  }
  const workers = apiWorkerCount({
    embeddedDatabase: !config.DATABASE_URL,
    requested: config.API_WORKERS,
  });
  if (workers > 1 && !isClusterWorker() && !seedOnly) {
    runPrimary(workers);
    return;
  }
  const signals = handleShutdownSignals();

  const target: DatabaseTarget = config.DATABASE_URL
    ? {
        driver: 'postgres',
        url: config.DATABASE_URL,
        appUrl: config.DATABASE_APP_URL,
        processes: workers,
      }
    : { driver: 'pglite', dataDir: path.join(config.dataDir, 'db') };
  const newEmbedded =
    target.driver === 'pglite' && target.dataDir !== undefined && !hasDatabase(target.dataDir);
  if (config.SEED_DEMO && newEmbedded && !seedOnly) await seedInChildProcess();
  const database = await openDatabase(target);
  signals.database(database);
  const applied = await database.migrate();
  const { app, deps } = await buildApp({ config, database, logger: loggerOptions(config) });
  signals.app(app);
  if (applied > 0) app.log.info({ applied }, 'database migrated');

  let demoOwner: { email: string; password: string } | undefined;
  if (config.SEED_DEMO) {
    const demoSeed = await seedDemo(deps);
    if (seedOnly) {
      await app.close();
      await database.close();
      return;
    }
    demoOwner = { email: demoSeed.email, password: demoSeed.password };
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  if (!isFirstProcess()) return;
  logStartupBanner(app.log, {
    config,
    demo,
    databaseDriver: database.driver,
    demoOwner,
    publicUrlGiven: Boolean(process.env.PUBLIC_URL),
    lan: lanAddress(),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
