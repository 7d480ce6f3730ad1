import type { Platform } from '../../platform.ts';
import { startRetentionJob } from './retention.job.ts';
import { createAccessLogRetention, createRetentionRepository } from './retention.repository.ts';

/** The daily sweep of orders past their retention and of accounts past their closure date; stopped before the database closes. */
export function createRetentionModule(
  { app, config, unsafeOwnerDb }: Platform,
  closures?: { eraseDue(at: Date): Promise<number> },
) {
  const stop = startRetentionJob({
    retention: createRetentionRepository(unsafeOwnerDb),
    closures,
    accessLog: createAccessLogRetention(unsafeOwnerDb, config.ACCESS_LOG_RETENTION_DAYS),
    logger: app.log,
  });
  app.addHook('onClose', () => stop());
}
