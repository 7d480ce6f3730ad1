import type { Me } from '@scanorder/shared/account/me';

/** Team members carry `?memberId=` on every internal link of the account area; owners do not. */
export function memberQuery(me: Pick<Me, 'member'>): string {
  return me.member.isOwner ? '' : `?memberId=${encodeURIComponent(me.member.id)}`;
}

/** `/{accountId}/{page}` plus the member query, e.g. accountPath(me, 'overview'). */
export function accountPath(me: Pick<Me, 'account' | 'member'>, page: string): string {
  return `/${me.account.id}/${page}${memberQuery(me)}`;
}
