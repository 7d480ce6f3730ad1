import type { BaselineServer } from '../lib/baseline.ts';
import type { Report } from '../lib/report.ts';
import type { ApiServer } from '../lib/server.ts';

const TARGET_MB = 300;

/**
 * Resident memory of an API server after the load, next to the hello-world process's; the target
 * is for PGlite (the database lives in the process), PostgreSQL's is shown for comparison.
 */
export function benchMemory(
  report: Report,
  server: ApiServer,
  baseline: BaselineServer,
  after: string,
) {
  const rss = server.rssMb();
  const baseRss = baseline.rssMb();
  if (rss === null) throw new Error(`could not read the RSS of pid ${server.pid}`);
  const onPglite = server.driver === 'pglite';
  report.add({
    section: 'Memory',
    metric: `API server RSS on ${onPglite ? 'PGlite' : 'PostgreSQL'} after ${after}`,
    value: `${rss.toFixed(0)} MB`,
    baseline: baseRss === null ? '-' : `hello-world process ${baseRss.toFixed(0)} MB`,
    target: onPglite ? `target <= ${TARGET_MB} MB` : '-',
    pass: onPglite ? rss <= TARGET_MB : null,
  });
}
