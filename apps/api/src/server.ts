import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './seed/demo.ts';

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

async function main() {
  const config = readConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { driver: 'postgres', url: config.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  await database.migrate();
  const logger =
    config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } }
      : { level: config.LOG_LEVEL };
  const { app, deps } = await buildApp({ config, database, logger });

  if (config.SEED_DEMO) {
    const demo = await seedDemo(deps);
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
