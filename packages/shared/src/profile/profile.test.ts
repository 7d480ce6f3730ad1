import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import { changePasswordInputSchema } from './change-password.ts';
import { countryCodeField, profileUpdateInputSchema } from './profile.ts';

describe('countryCodeField', () => {
  it.each([
    ['91', '+91'],
    ['+91', '+91'],
    [' 1 ', '+1'],
    ['+353', '+353'],
    // A NANP area code is a dialling code of its own (the Dominican Republic): the same rule as a business.
    ['+1809', '+1809'],
  ])('stores %s as %s', (input, stored) => {
    expect(countryCodeField.parse(input)).toBe(stored);
  });

  it.each(['', '+', '12345', '+9a', '++91', '+999', '+0'])('refuses %j', (input) => {
    expect(countryCodeField.safeParse(input).success).toBe(false);
  });
});

describe('profileUpdateInputSchema', () => {
  const profile = {
    firstName: 'Meena',
    lastName: 'Raman',
    countryCode: '+91',
    mobileNo: '9876543210',
  };

  it('takes the member form alone, or with the admin-only service and idle timeout', () => {
    expect(profileUpdateInputSchema.parse(profile)).toEqual(profile);
    expect(
      profileUpdateInputSchema.parse({
        ...profile,
        serviceName: 'Grocery',
        idleTimeoutMinutes: 240,
      }),
    ).toMatchObject({ serviceName: 'Grocery', idleTimeoutMinutes: 240 });
  });

  it.each([
    [{ idleTimeoutMinutes: 4 }, 'Idle timeout cannot be less than 5 value'],
    [{ idleTimeoutMinutes: 241 }, 'Idle timeout cannot be more than 240 value'],
    [{ idleTimeoutMinutes: 7.5 }, 'Idle timeout must be whole minutes'],
    [{ mobileNo: '12' }, 'Please enter valid Mobile no'],
    [{ countryCode: 'IN' }, 'Please enter valid Country code'],
    [{ firstName: 'x'.repeat(101) }, 'First name cannot be more than 100 characters'],
  ])('refuses %o', (change, message) => {
    expect(firstMessage(profileUpdateInputSchema, { ...profile, ...change })).toBe(message);
  });
});

describe('changePasswordInputSchema', () => {
  const input = {
    email: 'Owner@Example.com',
    oldPassword: 'anything',
    newPassword: 'Newer@123',
    confirmPassword: 'Newer@123',
  };

  it('lower-cases the email and has no rule for the old password', () => {
    expect(changePasswordInputSchema.parse({ ...input, oldPassword: 'x' })).toMatchObject({
      email: 'owner@example.com',
      oldPassword: 'x',
    });
  });

  it.each([
    [{ email: '' }, 'email is required field'],
    [{ email: undefined }, 'email is required field'],
    [{ email: 'owner' }, 'Invalid email'],
    [{ newPassword: '', confirmPassword: '' }, 'Please enter your password.'],
    [{ newPassword: undefined }, 'Please enter your password.'],
    [
      { newPassword: 'NEWER@123', confirmPassword: 'NEWER@123' },
      'Password must contain at least 6 characters, one uppercase, one number and one special case character',
    ],
    [{ confirmPassword: 'Newer@124' }, 'Passwords must match'],
  ])('refuses %o with the spec message', (change, message) => {
    expect(firstMessage(changePasswordInputSchema, { ...input, ...change })).toBe(message);
  });
});
