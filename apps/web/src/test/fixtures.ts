import type { Me } from '@scanorder/shared/account/me';
import type { Profile } from '@scanorder/shared/profile/profile';
import type { InvitePreview } from '@scanorder/shared/team/invite';
import type { Member } from '@scanorder/shared/team/member';

type MeOverrides = {
  user?: Partial<Me['user']>;
  account?: Partial<Me['account']>;
  member?: Partial<Me['member']>;
  announcement?: string | null;
};

/** A signed-in owner in trial with the Restaurant service; override any part. */
export function makeMe(overrides: MeOverrides = {}): Me {
  return {
    user: {
      id: 'user-1',
      email: 'asha@example.com',
      firstName: 'Asha',
      lastName: 'Rao',
      image: null,
      language: 'en',
      ...overrides.user,
    },
    account: {
      id: 'acc-1',
      trialEndsAt: '2030-01-15T00:00:00.000Z',
      inTrial: true,
      subscribed: false,
      idleTimeoutMinutes: 15,
      signOutOnHiddenTab: true,
      owner: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' },
      services: [
        { name: 'Grocery', enabled: false, description: 'Grocery description' },
        { name: 'Restaurant', enabled: true, description: 'Restaurant description' },
      ],
      ...overrides.account,
    },
    member: { id: 'mem-1', role: 'admin', isOwner: true, userName: null, ...overrides.member },
    announcement: overrides.announcement ?? null,
    isPlatformAdmin: false,
  };
}

/** The same owner's profile page data, the admin form (docs/product/screens.md). */
export const ownerProfile: Profile = {
  userId: 'user-1',
  memberId: 'mem-1',
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Rao',
  countryCode: '+91',
  mobileNo: '9876543210',
  image: null,
  role: 'admin',
  isOwner: true,
  userName: null,
  serviceName: 'Restaurant',
  idleTimeoutMinutes: 15,
  signOutOnHiddenTab: true,
  form: 'admin',
};

/** A member of the account's team as USERS lists it: an active member with no login yet; override any field. */
export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'active',
    role: 'member',
    isOwner: false,
    firstName: 'Asha',
    lastName: 'Rao',
    userName: null,
    countryCode: null,
    mobileNo: '9876543210',
    emailAddress: null,
    customMessage: null,
    inviteExpiresAt: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** What an invitee's link shows: Ravi Kumar invited by Asha Rao to Spice Route. */
export const invitePreview: InvitePreview = {
  accountId: 'acc-1',
  invitedBy: 'Asha Rao',
  firstName: 'Ravi',
  lastName: 'Kumar',
  userName: 'ravi.kumar',
  businessName: 'Spice Route',
  customMessage: 'Welcome to the kitchen team!',
  role: 'member',
};

export const UNAUTHENTICATED = {
  status: 401,
  body: {
    error: { code: 'UNAUTHENTICATED', message: 'Session is Expired!. Please Login back. Thanks.' },
  },
};
