import fs from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  createMemberOf,
  createTestApp,
  signUpVerifiedOwner,
  uniqueIp,
  type DatabaseKind,
  type InvitedMemberFixture,
  type OwnerFixture,
  type TestApp,
} from './harness.ts';
import { makeWebDist } from './customer-web-dist.ts';
import { setUpStore, type Store, type StoreOptions } from './ordering-fixtures.ts';

interface AppWorld {
  test: TestApp;
}

interface OwnerWorld extends AppWorld {
  owner: OwnerFixture;
}

interface TwoOwnersWorld extends OwnerWorld {
  /** The owner of a second account on the same app: a stranger to `owner`'s data. */
  other: OwnerFixture;
}

interface OwnerTeamWorld extends TwoOwnersWorld {
  /** Invited to `owner`'s account with the role of the same name. */
  manager: InvitedMemberFixture;
  member: InvitedMemberFixture;
}

export interface OwnerStoreWorld extends OwnerWorld {
  store: Store;
}

interface OwnerWorldOptions {
  /** Settings the app is built with (rate limits, cache lifetimes, fake providers). */
  env?: Record<string, string>;
  /** How the owner signs up (a client address of its own, a grocery service, a fixed email). */
  owner?: Parameters<typeof signUpVerifiedOwner>[1];
  /** For a set-up slower than the hook timeout (many items made through the API). */
  timeout?: number;
  /** The app serves the customer pages from a miniature web build (`makeWebDist`). */
  webDist?: boolean;
}

/**
 * Reads a field a `beforeAll` fills: a test file's describe block holds the world from the start,
 * its tests read it once the app is up. Reading it earlier is a mistake in the test, said plainly.
 */
export function lazyField<T>(name: string, read: () => T | undefined): () => T {
  return () => {
    const value = read();
    if (value === undefined) throw new Error(`${name} is read before beforeAll set it up`);
    return value;
  };
}

/**
 * `world` with `fields` on top, each read through `lazyField` under its own name: how every `use…`
 * here adds what its `beforeAll` sets up to the world it builds on.
 */
function extendWorld<W extends object, F extends Record<string, unknown>>(
  world: W,
  fields: { [K in keyof F]: () => F[K] | undefined },
): W & F {
  const extended = Object.create(world) as W & F;
  for (const name of Object.keys(fields) as (keyof F & string)[])
    Object.defineProperty(extended, name, { get: lazyField(name, fields[name]), enumerable: true });
  return extended;
}

/**
 * The app on a fresh database of `kind`, built before the describe block's tests and closed after
 * them (hooks registered here, in the block that calls it).
 */
export function useTestApp(
  kind: DatabaseKind,
  options: Pick<OwnerWorldOptions, 'env' | 'timeout' | 'webDist'> = {},
): AppWorld {
  let test: TestApp | undefined;
  let distDir: string | undefined;
  beforeAll(async () => {
    if (options.webDist) distDir = await makeWebDist();
    test = await createTestApp(kind, {
      ...(distDir ? { WEB_DIST_DIR: distDir } : {}),
      ...options.env,
    });
  }, options.timeout);
  afterAll(async () => {
    await test?.close();
    if (distDir) await fs.rm(distDir, { recursive: true, force: true });
  });
  return extendWorld({}, { test: () => test });
}

/** `useTestApp` with a signed-in owner. */
export function useOwner(kind: DatabaseKind, options: OwnerWorldOptions = {}): OwnerWorld {
  const world = useTestApp(kind, options);
  let owner: OwnerFixture | undefined;
  beforeAll(async () => {
    owner = await signUpVerifiedOwner(world.test, options.owner);
  }, options.timeout);
  return extendWorld(world, { owner: () => owner });
}

/**
 * `useOwner` and the owner of another account, for what one account must not see or take of the
 * other's. The other signs up from an address of its own so the two never share a rate limit.
 */
export function useTwoOwners(kind: DatabaseKind, options: OwnerWorldOptions = {}): TwoOwnersWorld {
  const world = useOwner(kind, options);
  let other: OwnerFixture | undefined;
  beforeAll(async () => {
    other = await signUpVerifiedOwner(world.test, { ip: uniqueIp() });
  }, options.timeout);
  return extendWorld(world, { other: () => other });
}

/**
 * `useTwoOwners` with a manager and a member invited to the owner's account: who of the team may do
 * what, and that the other account may do none of it.
 */
export function useOwnerTeam(kind: DatabaseKind, options: OwnerWorldOptions = {}): OwnerTeamWorld {
  const world = useTwoOwners(kind, options);
  let manager: InvitedMemberFixture | undefined;
  let member: InvitedMemberFixture | undefined;
  beforeAll(async () => {
    manager = await createMemberOf(world.test, world.owner, 'manager');
    member = await createMemberOf(world.test, world.owner, 'member');
  }, options.timeout);
  return extendWorld(world, { manager: () => manager, member: () => member });
}

/** `useOwner` and a store of `businessKind` set up for the owner (`setUpStore`). */
export function useOwnerStore(
  kind: DatabaseKind,
  businessKind: BusinessKind,
  options: OwnerWorldOptions & { store?: StoreOptions } = {},
): OwnerStoreWorld {
  const world = useOwner(kind, options);
  let store: Store | undefined;
  beforeAll(async () => {
    store = await setUpStore(world.owner.client, businessKind, options.store);
  }, options.timeout);
  return extendWorld(world, { store: () => store });
}
