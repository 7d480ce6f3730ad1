import { describe, expect, it } from 'vitest';
import { navItemsFor } from './account-nav-items.ts';

const labelsOf = (...args: Parameters<typeof navItemsFor>) =>
  navItemsFor(...args).map((item) => item.label);

describe('navItemsFor', () => {
  it('gives admins USERS and keeps it from managers and members', () => {
    expect(labelsOf('admin')).toEqual(expect.arrayContaining(['OVERVIEW', 'PROFILE', 'USERS']));
    for (const role of ['manager', 'member'] as const) {
      expect(labelsOf(role)).toEqual(expect.arrayContaining(['OVERVIEW', 'PROFILE']));
      expect(labelsOf(role)).not.toContain('USERS');
    }
  });

  it('shows MODIFY SETTINGS to platform administrators only', () => {
    expect(labelsOf('admin')).not.toContain('MODIFY SETTINGS');
    expect(labelsOf('member', true)).toContain('MODIFY SETTINGS');
  });
});
