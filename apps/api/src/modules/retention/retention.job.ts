import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from '../../ops/periodic.ts';
import type { RetentionRepository } from './retention.repository.ts';

export const RETENTION_INTERVAL_MS = 24 * 3_600_000;
/**
 * An order never paid in time is deleted a day after its payment hold ended (decision 046): the
 * guest's page says "not paid in time" until then.
 */
export const EXPIRED_HOLD_GRACE_MS = 24 * 3_600_000;
/** The first run waits a little, so a starting server serves before it sweeps. */
export const RETENTION_FIRST_RUN_MS = 60_000;
const BATCH = 500;

/** Runs `batch` until it returns fewer than BATCH ids; how many it handled in all. */
async function inBatches(batch: (limit: number) => Promise<string[]>): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = await batch(BATCH);
    done += ids.length;
    if (ids.length < BATCH) return done;
  }
}

/**
 * One sweep of the retention job (docs/product/retention.md): erases the customer's personal data
 * from every order past its `expiredAt`, a batch at a time. Returns how many orders it erased.
 */
export function runRetentionOnce(
  retention: RetentionRepository,
  now: Date = new Date(),
): Promise<number> {
  return inBatches((limit) => retention.unsafeEraseExpired(now, limit));
}

/** Deletes the orders whose payment hold ended more than a day before `now`; how many. */
export function deleteExpiredHolds(
  retention: RetentionRepository,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - EXPIRED_HOLD_GRACE_MS);
  return inBatches((limit) => retention.unsafeDeleteExpiredHolds(before, limit));
}

/**
 * Runs the sweep a minute after start and then daily, until the returned function is called (it
 * waits for a sweep under way, so the database is never closed under it).
 */
export function startRetentionJob(deps: {
  retention: RetentionRepository;
  /** Accounts past their closure grace period, erased in the same daily sweep (ADR 032). */
  closures?: { eraseDue(at: Date): Promise<number> };
  /** Access log entries past their retention (decision 043). */
  accessLog?: { unsafePrune(now: Date): Promise<number> };
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
  firstRunMs?: number;
}): () => Promise<void> {
  // Each part logs its own failure, so a failing order sweep never holds back closures.
  const sweep = () =>
    Promise.all([
      runRetentionOnce(deps.retention)
        .then((erased) => {
          if (erased > 0) deps.logger.info({ erased }, 'erased customer data of expired orders');
        })
        .catch((error: unknown) => deps.logger.error({ err: error }, 'retention job failed')),
      deleteExpiredHolds(deps.retention)
        .then((deleted) => {
          if (deleted > 0) deps.logger.info({ deleted }, 'deleted orders never paid in time');
        })
        .catch((error: unknown) =>
          deps.logger.error({ err: error }, 'deleting expired payment holds failed'),
        ),
      (deps.closures?.eraseDue(new Date()) ?? Promise.resolve(0))
        .then((closed) => {
          if (closed > 0) deps.logger.info({ closed }, 'erased personal data of closed accounts');
        })
        .catch((error: unknown) => deps.logger.error({ err: error }, 'account closure job failed')),
      (deps.accessLog?.unsafePrune(new Date()) ?? Promise.resolve(0)).catch((error: unknown) =>
        deps.logger.error({ err: error }, 'access log retention failed'),
      ),
    ]);
  return startPeriodic(sweep, {
    intervalMs: deps.intervalMs ?? RETENTION_INTERVAL_MS,
    firstRunMs: deps.firstRunMs ?? RETENTION_FIRST_RUN_MS,
  }).stop;
}
