import { expect, test } from '@playwright/test';
import {
  adminApi,
  linkIn,
  newestMessage,
  screenshotsAtBothWidths,
  signIn,
  signedUpMember,
} from './accounts-helpers';

// Issue 17.3: logging in before confirming, changing the password, changing the name.
test.describe('account flows', () => {
  test('a log-in before the sign-up is confirmed says so and sends the link again', async ({
    page,
    baseURL,
  }, testInfo) => {
    const admin = await adminApi(baseURL!);
    const email = `unconfirmed-${Date.now()}@example.com`;
    const signUp = await page.request.post('/api/v1/auth/sign-up', {
      data: { name: 'Casey Brooks', email, is_adult: true, accept_terms: true },
      headers: { origin: baseURL! },
    });
    expect(signUp.status()).toBe(200);
    const firstLink = linkIn(await newestMessage(admin, 'email', email, 'verify-email'), 'verify-email');

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-guess-at-a-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByText(
        'This email has not been confirmed yet: open the link we emailed you to finish signing up, or send it again.',
      ),
    ).toBeVisible();
    await expect(page.getByText('The email or password is incorrect.')).toHaveCount(0);
    await screenshotsAtBothWidths(page, testInfo, 'login-unconfirmed');

    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('status')).toContainText(`We sent a new link to ${email}.`);
    await screenshotsAtBothWidths(page, testInfo, 'login-link-sent');
    await expect(async () => {
      const newest = linkIn(await newestMessage(admin, 'email', email, 'verify-email'), 'verify-email');
      expect(newest).not.toBe(firstLink);
    }).toPass({ timeout: 10_000 });
    await admin.dispose();
  });

  test('a member changes the password (other devices signed out) and the name', async ({
    browser,
    page,
    baseURL,
  }, testInfo) => {
    const admin = await adminApi(baseURL!);
    const member = await signedUpMember(baseURL!, admin, 'changer');
    // Another device, signed in before the change.
    const other = await browser.newContext();
    await signIn(await other.newPage(), baseURL!, member);
    await signIn(page, baseURL!, member);
    await page.goto('/account');

    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByLabel('Current password').fill('not-the-password');
    await password.getByLabel('New password').fill('a-brand-new-password-2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('The current password is incorrect')).toBeVisible();
    await password.getByLabel('Current password').fill(member.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toHaveText(
      'Your password was changed. 2 other devices were signed out.',
    );
    expect((await other.request.get('/api/v1/auth/me')).status()).toBe(401);
    expect((await page.request.get('/api/v1/auth/me')).status()).toBe(200);
    await expect(async () => {
      expect(await newestMessage(admin, 'email', member.email, 'password-changed')).toContain(
        'every other device was signed out',
      );
    }).toPass({ timeout: 10_000 });

    const name = page.getByRole('region', { name: 'Your name' });
    await name.getByLabel('Full name').fill('');
    await name.getByRole('button', { name: 'Save name' }).click();
    await expect(name.getByText('Name is required')).toBeVisible();
    await name.getByLabel('Full name').fill('Jordan Price');
    await name.getByRole('button', { name: 'Save name' }).click();
    await expect(name.getByRole('status')).toHaveText('Saved: you are now Jordan Price.');
    await screenshotsAtBothWidths(page, testInfo, 'account-name-and-password');
    await other.close();
    await admin.dispose();
  });
});
