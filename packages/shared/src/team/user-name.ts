/**
 * Team members sign in with a generated user name (docs/product/roles.md): the
 * first and last name in lower-case ASCII joined by a dot, e.g. `ravi.kumar`, with a number added
 * when it is taken (`ravi.kumar2`). User names are unique across the whole product, because the
 * sign-in name becomes `<userName>@<member domain>`.
 */
export const USER_NAME_MIN_LENGTH = 2;
export const USER_NAME_MAX_LENGTH = 100;
/** Room left for a collision number after the base. */
const BASE_MAX_LENGTH = 60;

/** Lower-case ASCII letters and digits of a name: accents dropped, everything else removed. */
function asciiWord(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The user name a member would get if nobody had it yet: `first.last`, or `member` for names with no ASCII letters. */
export function userNameBaseOf(firstName: string, lastName: string): string {
  const parts = [asciiWord(firstName), asciiWord(lastName)].filter(Boolean);
  const base = parts.join('.').slice(0, BASE_MAX_LENGTH).replace(/\.$/, '');
  return base.length >= USER_NAME_MIN_LENGTH ? base : `member${base ? `.${base}` : ''}`;
}

/** The first of `base`, `base2`, `base3`, ... that is not in `taken` (compared in lower case). */
export function firstFreeUserName(base: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A user name as the sign-in form accepts it: letters, digits, dots and underscores. */
export const USER_NAME_PATTERN = /^[a-z0-9_.]+$/;
