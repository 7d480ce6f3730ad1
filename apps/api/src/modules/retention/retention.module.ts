import type { Platform } from '../../platform.ts';
import { startRetentionJob } from './retention.job.ts';
import { createRetentionRepository } from './retention.repository.ts';

/** The daily sweep of orders past their retention; stopped before the database closes. */
export function createRetentionModule({ app, db }: Platform) {
  const stop = startRetentionJob({ retention: createRetentionRepository(db), logger: app.log });
  app.addHook('onClose', () => stop());
}
