/**
 * `npm run backup [-- <directory>]` and `npm run restore -- <backup directory>`, configured by
 * the same variables as the server (DATA_DIR, DATABASE_URL, BACKUP_DIR).
 */
import { ConfigError, loadConfig } from '../config/env.ts';
import { BackupError, createBackup, restoreBackup } from './backup.ts';

const USAGE = 'usage: npm run backup [-- <directory>] | npm run restore -- <backup directory>';

async function main() {
  const [command, location] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const written = await createBackup(config, location);
    console.log(`Backup written to ${written}`);
    return;
  }
  if (command === 'restore' && location) {
    const manifest = await restoreBackup(config, location);
    console.log(
      `Restored the ${manifest.database} backup of ${manifest.createdAt}${manifest.uploads ? ' with its uploads' : ''}; start the server to use it.`,
    );
    return;
  }
  console.error(USAGE);
  process.exit(2);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof BackupError || error instanceof ConfigError ? error.message : error,
  );
  process.exit(1);
});
