import { describe, expect, it } from 'vitest';
import { authMessages } from './auth-messages.ts';
import { meSchema } from './me.ts';
import {
  DEFAULT_MEMBER_EMAIL_DOMAIN,
  kindOfService,
  SERVICE_NAMES,
  TRIAL_DAYS,
} from './services.ts';

describe('auth messages (docs/product/fields.md)', () => {
  it('words each message exactly as the spec', () => {
    expect(authMessages).toMatchObject({
      userNotFound: 'User not found',
      incorrectPassword: 'Incorrect Password',
      invalidEmail: 'Invalid Email',
      emailAlreadyUsed: 'UserNam/Email already used. Try Different',
      tokenExpired: 'Token Expired',
      emailNotVerified: 'Email is not verified for the User.',
      memberRevoked: 'Member is Revoked Access!',
      userNotFoundBang: 'User Not Found!',
      signUpFailed: 'Server Error! Please try again later.',
      notAuthorizedUser: 'User is not Authorized to view this page!',
      notAuthorizedMember: 'Member is not Authorized to view this page!',
    });
  });
});

describe('services', () => {
  it('offers Restaurant and Grocery on one engine', () => {
    expect(SERVICE_NAMES).toEqual(['Restaurant', 'Grocery']);
    expect(kindOfService('Restaurant')).toBe('restaurant');
    expect(kindOfService('Grocery')).toBe('grocery');
  });

  it('has a 14-day trial and a member email domain', () => {
    expect(TRIAL_DAYS).toBe(14);
    expect(DEFAULT_MEMBER_EMAIL_DOMAIN).toBe('members.scanorder.app');
  });
});

describe('meSchema', () => {
  it('refuses a role the product does not have', () => {
    const me = {
      user: { id: 'u1', email: 'a@b.co', firstName: 'A', lastName: 'B', image: null },
      account: {
        id: 'a1',
        trialEndsAt: new Date().toISOString(),
        inTrial: true,
        subscribed: true,
        owner: { firstName: 'A', lastName: 'B', email: 'a@b.co' },
        services: [],
      },
      member: { id: 'm1', role: 'admin', isOwner: true },
      announcement: null,
      isPlatformAdmin: false,
    };
    expect(meSchema.safeParse(me).success).toBe(true);
    expect(meSchema.safeParse({ ...me, member: { ...me.member, role: 'owner' } }).success).toBe(
      false,
    );
  });
});
