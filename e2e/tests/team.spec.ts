import { expect, test, type Page } from '@playwright/test';
import {
  adminApi,
  linkIn,
  newestMessage,
  screenshotsAtBothWidths,
  signIn,
  signedUpMember,
  subscribeTo,
} from './accounts-helpers';

/** The owner sends an invitation from the team page's form. */
async function sendInvitation(page: Page, email: string, role: 'buyer' | 'viewer') {
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

/** A new person fills in the accept page (name, password twice, both confirmations), not yet sent. */
async function fillJoinForm(page: Page, name: string, password: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Choose a password').fill(password);
  await page.getByLabel('Password again').fill(password);
  await page.getByLabel('I am 18 or older').check();
  await page.getByLabel(/I accept the/).check();
}

/**
 * Issue 22.4: an owner on the Pro plan (3 seats) invites a viewer from the team page, the invitee
 * joins from the e-mailed link with a name and password, sees the team read-only and no buy button,
 * then the owner makes them a buyer and removes them (after a confirmation), which signs them out.
 */
test('an owner invites a member, who joins from the link; the owner changes the role and removes them', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const admin = await adminApi(baseURL!);
  const owner = await signedUpMember(baseURL!, admin, 'team-owner');
  await subscribeTo(owner.api, 'Pro');
  await signIn(page, baseURL!, owner);

  await page.goto('/dashboard/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByText('1 of 3 seats used')).toBeVisible();
  const inviteeEmail = `team-invitee-${Date.now()}@example.com`;
  await sendInvitation(page, inviteeEmail, 'viewer');
  await expect(page.getByText('2 of 3 seats used')).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Invitations waiting' });
  await expect(waiting.getByText(inviteeEmail)).toBeVisible();
  await screenshotsAtBothWidths(page, testInfo, 'team-owner');

  const mail = await newestMessage(admin, 'email', inviteeEmail, 'team-invitation');
  expect(mail).toContain(`${owner.email} invited you to their SellerSignal team as a viewer`);
  const invitee = await browser.newContext({ baseURL });
  const joinPage = await invitee.newPage();
  await joinPage.goto(linkIn(mail, 'accept-invite'));
  await expect(joinPage.getByRole('heading', { name: 'Join Morgan Reyes’s team' })).toBeVisible();
  await fillJoinForm(joinPage, 'Vera Viewer', 'viewers-own-password-1');
  await expect(joinPage.getByRole('link', { name: 'terms and conditions', exact: true })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  await screenshotsAtBothWidths(joinPage, testInfo, 'team-accept');
  await joinPage.getByRole('button', { name: 'Join the team' }).click();
  await expect(joinPage).toHaveURL(/\/dashboard$/);

  await joinPage.goto('/dashboard/team');
  await expect(
    joinPage.getByText('You are a viewer in Morgan Reyes’s team; the owner manages it.'),
  ).toBeVisible();
  await expect(joinPage.getByRole('form', { name: 'Invite a member' })).toHaveCount(0);
  await expect(joinPage.getByText('Vera Viewer(you)')).toBeVisible();
  await screenshotsAtBothWidths(joinPage, testInfo, 'team-viewer');
  await joinPage.goto('/dashboard/marketplace');
  await expect(
    joinPage
      .getByText('You are a viewer in your team: ask the owner to make you a buyer to take or buy leads.')
      .first(),
  ).toBeVisible();
  await expect(joinPage.getByRole('button', { name: /^(Take lead|Buy for)/ })).toHaveCount(0);

  await page.reload();
  await page.getByLabel('Role of Vera Viewer').selectOption('buyer');
  await expect(page.getByText('Vera Viewer is now a buyer.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Vera Viewer' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Vera Viewer?' });
  await expect(dialog).toContainText('their API keys stop working at once');
  await dialog.getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByText('Vera Viewer was removed from the team.')).toBeVisible();
  await expect(page.getByText('1 of 3 seats used')).toBeVisible();

  const after = await joinPage.request.get('/api/v1/auth/me');
  expect(after.status()).toBe(401);
  await invitee.close();
});

/** Issue 22.4: a member leaves the team themselves, after a confirmation, and stays signed in alone. */
test('a member leaves the team from the team page and goes on as an account of their own', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const admin = await adminApi(baseURL!);
  const owner = await signedUpMember(baseURL!, admin, 'team-left');
  await subscribeTo(owner.api, 'Pro');
  await signIn(page, baseURL!, owner);
  await page.goto('/dashboard/team');
  const inviteeEmail = `team-leaver-${Date.now()}@example.com`;
  await sendInvitation(page, inviteeEmail, 'buyer');

  const mail = await newestMessage(admin, 'email', inviteeEmail, 'team-invitation');
  const member = await browser.newContext({ baseURL });
  const memberPage = await member.newPage();
  await memberPage.goto(linkIn(mail, 'accept-invite'));
  await fillJoinForm(memberPage, 'Lee Leaver', 'leavers-own-password-1');
  await memberPage.getByRole('button', { name: 'Join the team' }).click();
  await expect(memberPage).toHaveURL(/\/dashboard$/);

  await memberPage.goto('/dashboard/team');
  await memberPage.getByRole('button', { name: 'Leave the team' }).click();
  const dialog = memberPage.getByRole('alertdialog', { name: /^Leave .+’s team\?$/ });
  await expect(dialog).toContainText('Your API keys stop working at once');
  await screenshotsAtBothWidths(memberPage, testInfo, 'team-leave');
  await dialog.getByRole('button', { name: 'Leave the team' }).click();
  await expect(memberPage.getByText(/^You left .+’s team\.$/)).toBeVisible();
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  const me = await (await memberPage.request.get('/api/v1/auth/me')).json();
  expect(me.result.team_role).toBe('owner');

  await page.reload();
  await expect(page.getByText('1 of 3 seats used')).toBeVisible();
  expect(await newestMessage(admin, 'email', owner.email, 'team-member-left')).toContain(
    `Lee Leaver (${inviteeEmail}) left your team.`,
  );
  await member.close();
});
