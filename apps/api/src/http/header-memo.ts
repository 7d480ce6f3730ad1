/** Longer values are decided on each request, so odd headers cannot fill the memo with bytes. */
const MAX_VALUE_LENGTH = 256;

/**
 * What a request header's value decides (the guest's language, the answer's encoding), remembered
 * per value. Browsers send few distinct values, and parsing one (q-values, sorting) cost a menu
 * read 2-5 µs a header (decision 040, fifteenth pass). At most `max` values are kept; past that the
 * memo starts afresh.
 */
export function memoByHeader<T>(
  decide: (value: string | undefined) => T,
  max = 200,
): (value: string | undefined) => T {
  const known = new Map<string | undefined, T>();
  return (value) => {
    if (known.has(value)) return known.get(value) as T;
    const answer = decide(value);
    if (value === undefined || value.length <= MAX_VALUE_LENGTH) {
      if (known.size >= max) known.clear();
      known.set(value, answer);
    }
    return answer;
  };
}
