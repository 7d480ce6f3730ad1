import { describe, expect, it } from 'vitest';
import { firstFreeUserName, USER_NAME_PATTERN, userNameBaseOf } from './user-name.ts';

describe('userNameBaseOf', () => {
  it('joins first and last name in lower case with a dot', () => {
    expect(userNameBaseOf('Ravi', 'Kumar')).toBe('ravi.kumar');
    expect(userNameBaseOf('  RAVI ', ' KUMAR ')).toBe('ravi.kumar');
  });

  it('keeps only ASCII letters and digits, dropping accents and punctuation', () => {
    expect(userNameBaseOf('José', "O'Brien-Smith")).toBe('jose.obriensmith');
    expect(userNameBaseOf('Zoë', 'Ångström')).toBe('zoe.angstrom');
    expect(userNameBaseOf('Anna Maria', 'de la Cruz')).toBe('annamaria.delacruz');
  });

  it('falls back to "member" when a name has no ASCII letters', () => {
    expect(userNameBaseOf('李', '王')).toBe('member');
    expect(userNameBaseOf('李', 'Wang')).toBe('wang');
    expect(userNameBaseOf('A', '王')).toBe('member.a');
  });

  it('stays short enough for a number and always matches the sign-in pattern', () => {
    const base = userNameBaseOf('x'.repeat(100), 'y'.repeat(100));
    expect(base.length).toBeLessThanOrEqual(60);
    expect(base.endsWith('.')).toBe(false);
    for (const name of [base, userNameBaseOf('Ravi', 'Kumar'), userNameBaseOf('李', '王')])
      expect(USER_NAME_PATTERN.test(name)).toBe(true);
  });
});

describe('firstFreeUserName', () => {
  it('uses the base when it is free', () => {
    expect(firstFreeUserName('ravi.kumar', [])).toBe('ravi.kumar');
    expect(firstFreeUserName('ravi.kumar', ['ravi.kumar2', 'ravi.kumaran'])).toBe('ravi.kumar');
  });

  it('adds the lowest free number from 2 on collision', () => {
    expect(firstFreeUserName('ravi.kumar', ['ravi.kumar'])).toBe('ravi.kumar2');
    expect(firstFreeUserName('ravi.kumar', ['ravi.kumar', 'ravi.kumar2', 'ravi.kumar4'])).toBe(
      'ravi.kumar3',
    );
    expect(firstFreeUserName('ravi.kumar', ['RAVI.KUMAR'])).toBe('ravi.kumar2');
  });
});
