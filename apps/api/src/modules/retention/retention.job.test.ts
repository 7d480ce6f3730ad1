import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deleteExpiredHolds, runRetentionOnce, startRetentionJob } from './retention.job.ts';
import type { RetentionRepository } from './retention.repository.ts';

const silent: Pick<FastifyBaseLogger, 'info' | 'error'> = {
  info: () => undefined,
  error: () => undefined,
};

describe('retention job', () => {
  it('sweeps in batches until a batch comes back short', async () => {
    const batches = [500, 500, 12];
    const retention = {
      unsafeEraseExpired: async () => Array.from({ length: batches.shift() ?? 0 }, String),
      unsafeDeleteExpiredHolds: () => Promise.resolve([]),
    } as RetentionRepository;
    expect(await runRetentionOnce(retention)).toBe(1_012);
  });

  it('runs after start and waits for a sweep under way when stopped', async () => {
    let sweeps = 0;
    let finish!: () => void;
    let stop!: () => Promise<void>;
    const started = new Promise<void>((resolve) => {
      const retention = {
        unsafeEraseExpired: () => {
          sweeps++;
          resolve();
          return new Promise<string[]>((done) => {
            finish = () => done([]);
          });
        },
        unsafeDeleteExpiredHolds: () => Promise.resolve([]),
      } as RetentionRepository;
      stop = startRetentionJob({ retention, logger: silent, firstRunMs: 0 });
    });
    await started;
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(sweeps).toBe(1);
  });

  it('deletes orders never paid in time a day after their hold, in batches', async () => {
    const batches = [500, 3];
    let before: Date | undefined;
    const retention = {
      unsafeEraseExpired: () => Promise.resolve([]),
      unsafeDeleteExpiredHolds: (at: Date) => {
        before = at;
        return Promise.resolve(Array.from({ length: batches.shift() ?? 0 }, String));
      },
    } as RetentionRepository;
    const now = new Date('2026-11-25T12:00:00Z');
    expect(await deleteExpiredHolds(retention, now)).toBe(503);
    expect(before).toEqual(new Date('2026-11-24T12:00:00Z'));
  });

  it('erases closed accounts and expired holds in the same sweep, even when the order sweep fails', async () => {
    const logged: string[] = [];
    const logger: Pick<FastifyBaseLogger, 'info' | 'error'> = {
      info: (_: unknown, message?: string) => void logged.push(message ?? ''),
      error: (_: unknown, message?: string) => void logged.push(message ?? ''),
    };
    const retention = {
      unsafeEraseExpired: () => Promise.reject(new Error('database went away')),
      unsafeDeleteExpiredHolds: () => Promise.resolve(['held-order']),
    } as RetentionRepository;
    let asked: Date | undefined;
    const closures = {
      eraseDue: (at: Date) => {
        asked = at;
        return Promise.resolve(2);
      },
    };
    const stop = startRetentionJob({ retention, closures, logger, firstRunMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(asked).toBeInstanceOf(Date);
    expect(logged).toEqual(
      expect.arrayContaining([
        'retention job failed',
        'erased personal data of closed accounts',
        'deleted orders never paid in time',
      ]),
    );
  });
});
