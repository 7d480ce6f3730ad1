import { expect, type Page } from '@playwright/test';

export interface InviteDetails {
  firstName: string;
  lastName: string;
  email: string;
  role: 'Admin' | 'Manager' | 'Member';
  mobileNo?: string;
  customMessage?: string;
}

/** Invites a team member from the USERS page the owner is on; returns the generated user name. */
export async function inviteThroughUi(page: Page, invite: InviteDetails): Promise<string> {
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Member' });
  await dialog.getByLabel('First Name').fill(invite.firstName);
  await dialog.getByLabel('Last Name').fill(invite.lastName);
  await dialog.getByLabel('Mobile Number').fill(invite.mobileNo ?? '9876543210');
  await dialog.getByLabel('Email Address').fill(invite.email);
  await dialog
    .getByLabel('Custom Message')
    .fill(invite.customMessage ?? 'Welcome to the team! See you at the counter.');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: invite.role }).click();
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  const sent = dialog.getByRole('status');
  await expect(sent).toContainText('Invitation sent!');
  const userName = (await sent.locator('strong').textContent())?.trim() ?? '';
  expect(userName).toMatch(/^[a-z0-9_.]+$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  return userName;
}

/** A table row (wide screens) of the USERS page, by the member's name. */
export const memberRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
