import type {
  BusinessRecord,
  BusinessRepository,
} from '../../src/modules/business/business.repository.ts';
import type { BranchRow } from '../../src/modules/business/branches.repository.ts';
import type {
  StorefrontItem,
  StorefrontRepository,
} from '../../src/modules/storefront/storefront.repository.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';

function notFaked(name: string): never {
  throw new Error(`${name} is a SQL query: it is tested on the databases (place-order.test.ts)`);
}

/**
 * What customers read of a business, in memory, with the repositories' rules: every read scoped
 * to the account it names, store names matched ignoring case.
 */
export function createFakeStorefront() {
  const businesses: BusinessRecord[] = [];
  const branches: BranchRow[] = [];
  const items: StorefrontItem[] = [];

  const businessRepository: Pick<BusinessRepository, 'findByKind'> = {
    async findByKind(scope, kind) {
      return businesses.find(
        (business) => business.accountId === scope.accountId && business.kind === kind,
      );
    },
  };

  const storefrontRepository: Pick<
    StorefrontRepository,
    'findItems' | 'findBranch' | 'listListedItems' | 'closestName'
  > = {
    /** The menu page without a search, in the business's category order then position. */
    async listListedItems(scope, businessId, { search, limit, offset }) {
      if (search !== undefined) notFaked('storefront.listListedItems with a search');
      const business = businesses.find((candidate) => candidate.id === businessId);
      const order = (item: StorefrontItem) => business?.categories.indexOf(item.category) ?? -1;
      const listed = items
        .filter(
          (item) =>
            item.accountId === scope.accountId &&
            item.businessId === businessId &&
            item.availability !== 'Hidden from Menu',
        )
        .sort((a, b) => order(a) - order(b) || a.position - b.position);
      return { items: listed.slice(offset, offset + limit), total: listed.length };
    },
    closestName: () => notFaked('storefront.closestName'),
    async findItems(scope, businessId, ids) {
      return items.filter(
        (item) =>
          item.accountId === scope.accountId &&
          item.businessId === businessId &&
          ids.includes(item.id),
      );
    },
    async findBranch(scope, businessId, by) {
      return branches.find(
        (branch) =>
          branch.accountId === scope.accountId &&
          branch.businessId === businessId &&
          (by.branchId
            ? branch.id === by.branchId
            : branch.name.toLowerCase() === (by.storeName ?? '').toLowerCase()),
      );
    },
  };

  return {
    businesses,
    branches,
    items,
    businessRepository,
    storefrontRepository,
    /** Adds a business with its branches and items. */
    add(business: BusinessRecord, branchRows: BranchRow[], itemRows: StorefrontItem[] = []) {
      businesses.push(business);
      branches.push(...branchRows);
      items.push(...itemRows);
    },
  };
}

/** Stored files in memory; URLs as the local storage serves them. */
export function createFakeStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, body) {
      files.set(key, body);
    },
    async delete(key) {
      files.delete(key);
    },
    async read(key) {
      return files.get(key) ?? null;
    },
    urlOf: (key) => `/uploads/${key}`,
  };
}
