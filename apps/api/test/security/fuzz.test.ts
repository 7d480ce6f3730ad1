import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { errorEnvelopeSchema } from '@scanorder/shared/errors/app-error';
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from '../harness.ts';
import { invalidRequests, troubledReads, type FuzzRequest } from './fuzz-inputs.ts';
import { readOperations, type Operation } from './openapi.ts';
import { rowCounts, snapshotAccount } from './tenant-snapshot.ts';
import { createTenant, type Tenant } from './tenant-world.ts';

/** Generated invalid requests per operation; with ~115 operations about 4,600 per database. */
const INVALID_RUNS = 40;
/** Header trouble on plain reads per operation. */
const TROUBLED_RUNS = 6;
const SEED = 20_260_801;

/** Real values for an operation's path parameters: the fuzzing owner's own records. */
function knownValues(operation: Operation, owner: Tenant): Record<string, string> {
  const kind = operation.path.includes('/grocery') ? 'grocery' : 'restaurant';
  const data = owner.kinds[kind];
  return {
    branchId: data.branchId,
    itemId: data.itemId,
    groupId: owner.sharedGroupId,
    businessId: data.businessId,
    orderId: data.orderId,
    paymentId: '00000000-0000-4000-8000-000000000000',
    kind,
    id: operation.path.includes('/members/') ? owner.memberId : data.qrId,
    sessionId: owner.checkoutSessionId,
    accountId: operation.path.includes('/payouts/') ? owner.payoutAccountId : owner.accountId,
    userId: owner.userId,
    name: 'users',
    code: data.shortCode,
    token: 'no-such-invite-token',
  };
}

let ipCounter = 0;
/** A new client address per request, so per-address rate limits never turn a 400 into a 429. */
function nextIp(): string {
  ipCounter += 1;
  return `172.${16 + Math.floor(ipCounter / 65_025)}.${Math.floor(ipCounter / 255) % 255}.${ipCounter % 255}`;
}

function send(test: TestApp, owner: Tenant, request: FuzzRequest) {
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    cookie: owner.client.cookieHeader,
    ...request.headers,
  };
  let payload: string | undefined;
  if (request.raw !== undefined) payload = request.raw;
  else if (request.body !== undefined) {
    payload = JSON.stringify(request.body);
    headers['content-type'] ??= 'application/json';
  }
  return test.app.inject({
    method: request.method as 'GET',
    url: request.url,
    query: request.query,
    headers,
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The error envelope `{ error: { code, message } }` every refusal answers with, whatever failed. */
function isEnvelope(response: InjectResponse): boolean {
  if (!String(response.headers['content-type']).startsWith('application/json')) return false;
  try {
    return errorEnvelopeSchema.safeParse(response.json()).success;
  } catch {
    return false;
  }
}

describe.each(databaseKinds)('bad input on every request schema on %s', (kind) => {
  let test: TestApp;
  let owner: Tenant;
  let operations: Operation[];

  beforeAll(async () => {
    test = await createTestApp(kind);
    owner = await createTenant(test, 'Fuzz');
    operations = await readOperations(test.app);
  }, 120_000);
  afterAll(() => test.close());

  it('answers every generated invalid body, query, path and header with a 4xx in the error envelope and stores nothing', async () => {
    const { db } = test.deps.database;
    const failures: string[] = [];
    let cases = 0;
    let fuzzed = 0;
    for (const operation of operations) {
      const invalid = invalidRequests(operation, knownValues(operation, owner));
      if (!invalid) continue;
      fuzzed += 1;
      const counts = await rowCounts(db);
      const snapshot = await snapshotAccount(db, owner.accountId);
      await fc
        .assert(
          fc.asyncProperty(invalid, async (request) => {
            cases += 1;
            const response = await send(test, owner, request);
            if (response.statusCode < 400 || response.statusCode >= 500 || !isEnvelope(response))
              throw new Error(
                `${operation.key} with ${request.broken} -> ${response.statusCode}: ${response.body.slice(0, 300)}`,
              );
          }),
          { numRuns: INVALID_RUNS, seed: SEED, endOnFailure: true },
        )
        .catch((error: unknown) => failures.push(String((error as Error).message).slice(0, 1500)));
      expect(await rowCounts(db), `rows after ${operation.key}`).toEqual(counts);
      expect(await snapshotAccount(db, owner.accountId), `data after ${operation.key}`).toEqual(
        snapshot,
      );
    }
    expect(failures).toEqual([]);
    // Nearly every operation takes input; the count is reported by the suite's summary.
    expect(fuzzed).toBeGreaterThanOrEqual(100);
    expect(cases).toBe(fuzzed * INVALID_RUNS);
    console.info(`bad input on ${kind}: ${cases} invalid requests over ${fuzzed} operations`);
  }, 600_000);

  it('never answers a read with header trouble (cookies, charsets, origins, sizes) with a 5xx', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const operation of operations) {
      const troubled = troubledReads(operation, knownValues(operation, owner));
      if (!troubled) continue;
      await fc
        .assert(
          fc.asyncProperty(troubled, async (request) => {
            cases += 1;
            const response = await send(test, owner, request);
            if (response.statusCode >= 500)
              throw new Error(`${operation.key} with ${request.broken} -> ${response.statusCode}`);
          }),
          { numRuns: TROUBLED_RUNS, seed: SEED, endOnFailure: true },
        )
        .catch((error: unknown) => failures.push(String((error as Error).message).slice(0, 1000)));
    }
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(100);
    console.info(`header trouble on ${kind}: ${cases} reads`);
  });
});
