import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import {
  inviteMemberInputSchema,
  memberPasswordInputSchema,
  updateMemberInputSchema,
} from './member.ts';

const invite = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  mobileNo: '9876543210',
  emailAddress: 'Ravi@Example.com',
  customMessage: 'Welcome aboard!',
  role: 'manager',
};

describe('inviteMemberInputSchema', () => {
  it('accepts a complete invite and lower-cases the email', () => {
    const parsed = inviteMemberInputSchema.parse({ ...invite, countryCode: '91' });
    expect(parsed).toMatchObject({
      emailAddress: 'ravi@example.com',
      countryCode: '+91',
      role: 'manager',
    });
  });

  it.each([
    [{ customMessage: 'Hey' }, 'Custom message cannot be less than 5 characters'],
    [{ customMessage: 'x'.repeat(501) }, 'Custom message cannot be more than 500 characters'],
    [{ firstName: 'R' }, 'First name cannot be less than 2 characters'],
    [{ lastName: '' }, 'Last name field is required'],
    [{ mobileNo: '98765' }, 'Please enter valid Mobile no'],
    [{ emailAddress: 'ravi' }, 'Please enter a valid email'],
    [{ role: 'owner' }, 'Role field is required'],
  ])('refuses %o with the spec message', (change, message) => {
    expect(firstMessage(inviteMemberInputSchema, { ...invite, ...change })).toBe(message);
  });
});

describe('updateMemberInputSchema', () => {
  it('takes any subset of names, phone and role', () => {
    expect(updateMemberInputSchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
    expect(updateMemberInputSchema.parse({ firstName: ' Priya ' })).toEqual({ firstName: 'Priya' });
  });

  it('refuses an empty update and bad values', () => {
    expect(updateMemberInputSchema.safeParse({}).success).toBe(false);
    expect(firstMessage(updateMemberInputSchema, { mobileNo: '1' })).toBe(
      'Please enter valid Mobile no',
    );
  });
});

describe('memberPasswordInputSchema', () => {
  it('applies the sign-up password rule and matching', () => {
    expect(
      memberPasswordInputSchema.safeParse({ password: 'Secret@1', confirmPassword: 'Secret@1' })
        .success,
    ).toBe(true);
    expect(
      firstMessage(memberPasswordInputSchema, { password: 'secret', confirmPassword: 'secret' }),
    ).toBe(
      'Password must contain at least 6 characters, one uppercase, one number and one special case character',
    );
    expect(
      firstMessage(memberPasswordInputSchema, {
        password: 'Secret@1',
        confirmPassword: 'Secret@2',
      }),
    ).toBe('Passwords not Matched!');
  });
});
