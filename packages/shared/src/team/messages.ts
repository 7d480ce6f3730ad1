/**
 * Team member messages. The server errors are worded as owners were promised (docs/product/fields.md, typos
 * included); the web shows them when a team call fails. The rest are ours, in the same voice.
 */
export const teamMessages = {
  updateFailed: 'Server Error While Updating Member Details!',
  loadFailed: 'Server Error While retrieving Member Details',
  deleteFailed: 'Server Error While Deleting Member details',
  passwordUpdateFailed: 'Server Error While update Member password',
  memberRevoked: 'Member is Revoked Access!',
  invited: 'Invitation sent!',
  inviteResent: 'Invitation sent again!',
  inviteWithdrawn: 'Invitation withdrawn.',
  memberUpdated: 'Member Details Updated Successfully!',
  memberDeleted: 'Member Deleted Successfully!',
  memberRevokedDone: 'Member access revoked.',
  memberRestored: 'Member access restored.',
  memberPasswordUpdated: 'Member password updated. The member has been signed out everywhere.',
  inviteAccepted: 'Your account is ready. Please sign in with your user name or email.',
  inviteInvalid:
    'This invitation is invalid, has expired or was already used. Please ask your admin for a new one.',
  memberNotFound: 'Member not found.',
  emailInUse: 'UserNam/Email already used. Try Different',
  ownerCannotBeChanged:
    "The account owner's role cannot be changed, and the owner cannot be revoked or deleted.",
  cannotChangeSelf: 'You cannot revoke or delete yourself.',
  notInvited: 'This member has already accepted the invitation.',
  notAccepted: 'This member has not accepted the invitation yet.',
  notActive: 'Only an active member can be revoked.',
  notRevoked: 'Only a revoked member can be restored.',
} as const;
