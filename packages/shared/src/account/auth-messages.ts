/** Sign-in and account messages, worded as promised (docs/product/fields.md). */
export const authMessages = {
  userNotFound: 'User not found',
  incorrectPassword: 'Incorrect Password',
  invalidEmail: 'Invalid Email',
  emailAlreadyUsed: 'UserNam/Email already used. Try Different',
  tokenExpired: 'Token Expired',
  emailNotVerified: 'Email is not verified for the User.',
  memberRevoked: 'Member is Revoked Access!',
  userNotFoundBang: 'User Not Found!',
  signUpFailed: 'Server Error! Please try again later.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  resetLinkSent: 'Please check your inbox for a link to reset your password.',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  notAuthorizedUser: 'User is not Authorized to view this page!',
  notAuthorizedMember: 'Member is not Authorized to view this page!',
} as const;
