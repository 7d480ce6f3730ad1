import { readStored, writeStored } from '../lib/storage.ts';

/** The orders whose pages this browser opened and the shares it paid, newest last. */
export interface Mine {
  orders: string[];
  shares: string[];
}

const KEY = 'scanorder.bill.mine';
/** Enough for any table's sitting; older ids fall off. */
const KEEP = 50;

/** What this browser placed or paid, as far as it remembers (nothing on the server's render). */
function readMine(): Mine {
  const stored = readStored<Partial<Mine>>(KEY);
  const ids = (value: unknown) =>
    Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  return { orders: ids(stored?.orders), shares: ids(stored?.shares) };
}

/**
 * Remembers an order (its page opened here: a guest lands on it after placing) or a share paid
 * here, so the table's bill marks it as this guest's, also after a reload.
 */
export function rememberMine(kind: keyof Mine, id: string): Mine {
  const mine = readMine();
  if (mine[kind].includes(id)) return mine;
  const next = { ...mine, [kind]: [...mine[kind], id].slice(-KEEP) };
  writeStored(KEY, next);
  return next;
}
