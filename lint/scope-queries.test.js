// A request runs in one scoped transaction, which is one connection (tenancy/tenant-scope.ts):
// queries sent side by side with Promise.all only queue on it, node-postgres warns "client.query()
// when the client is already executing a query" and pg 9 drops that queue. The API's source may
// run work side by side only where it is no query of a scope; each such place is listed here with
// the reason, so a new Promise.all over repository calls fails this test until it is made sequential.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiSource = path.resolve(import.meta.dirname, '../apps/api/src');

/** Files allowed to run work side by side, how many times, and why none of it shares a scope. */
const sideBySide = {
  'db/client.ts': [1, 'closes the pools'],
  'db/statement-batches.ts': [
    2,
    'a refused batch runs each statement alone, each on its own connection',
  ],
  'modules/admin/admin.service.ts': [1, 'the platform editor runs on the owner path (the pool)'],
  'modules/business/business.service.ts': [1, 'removes stored files'],
  'modules/customer-pages/customer-renderer.ts': [2, 'reads the built web files'],
  'modules/payments/payment-recovery.ts': [1, 'cross-account sweep on the owner path (the pool)'],
  'modules/payments/stripe-payment-provider.ts': [1, "calls Stripe's API"],
  'modules/push/push-notifier.ts': [2, 'sends pushes over HTTP; the clean-up runs after'],
  'modules/retention/retention.job.ts': [1, 'sweeps that each open their own scopes'],
  'seed/demo-menu.ts': [1, 'stores the demo pictures'],
  'tenancy/request-scope.ts': [1, 'waits for the handler or its answer, whichever comes first'],
};

function sideBySideIn(file) {
  const text = fs.readFileSync(path.join(apiSource, file), 'utf8');
  return (text.match(/\bPromise\.(all|allSettled|any|race)\s*\(/g) ?? []).length;
}

describe('queries of one scoped transaction', () => {
  it('run one after the other: Promise.all only where the list above says why', () => {
    const found = Object.fromEntries(
      fs
        .readdirSync(apiSource, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => [file.split(path.sep).join('/'), sideBySideIn(file)])
        .filter(([, count]) => count > 0),
    );
    const allowed = Object.fromEntries(
      Object.entries(sideBySide).map(([file, [count]]) => [file, count]),
    );
    expect(found).toEqual(allowed);
  });
});
