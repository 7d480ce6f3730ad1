import { afterAll, beforeAll } from 'vitest';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  createTestApp,
  signUpVerifiedOwner,
  type DatabaseKind,
  type OwnerFixture,
  type TestApp,
} from './harness.ts';
import { setUpStore, type Store, type StoreOptions } from './ordering-fixtures.ts';

interface AppWorld {
  test: TestApp;
}

interface OwnerWorld extends AppWorld {
  owner: OwnerFixture;
}

interface OwnerStoreWorld extends OwnerWorld {
  store: Store;
}

interface OwnerWorldOptions {
  /** Settings the app is built with (rate limits, cache lifetimes, fake providers). */
  env?: Record<string, string>;
  /** How the owner signs up (a client address of its own, a grocery service, a fixed email). */
  owner?: Parameters<typeof signUpVerifiedOwner>[1];
  /** For a set-up slower than the hook timeout (many items made through the API). */
  timeout?: number;
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
 * The app on a fresh database of `kind`, built before the describe block's tests and closed after
 * them (hooks registered here, in the block that calls it).
 */
export function useTestApp(
  kind: DatabaseKind,
  options: Pick<OwnerWorldOptions, 'env' | 'timeout'> = {},
): AppWorld {
  let test: TestApp | undefined;
  beforeAll(async () => {
    test = await createTestApp(kind, options.env);
  }, options.timeout);
  afterAll(() => test?.close());
  const readTest = lazyField('test', () => test);
  return {
    get test() {
      return readTest();
    },
  };
}

/** `useTestApp` with a signed-in owner. */
export function useOwner(kind: DatabaseKind, options: OwnerWorldOptions = {}): OwnerWorld {
  const world = useTestApp(kind, options);
  let owner: OwnerFixture | undefined;
  beforeAll(async () => {
    owner = await signUpVerifiedOwner(world.test, options.owner);
  }, options.timeout);
  const readOwner = lazyField('owner', () => owner);
  return {
    get test() {
      return world.test;
    },
    get owner() {
      return readOwner();
    },
  };
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
  const readStore = lazyField('store', () => store);
  return {
    get test() {
      return world.test;
    },
    get owner() {
      return world.owner;
    },
    get store() {
      return readStore();
    },
  };
}
