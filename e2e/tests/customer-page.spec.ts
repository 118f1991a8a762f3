import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { adminApi, screenshotsAtBothWidths, signIn, signedUpMember, subscribeTo } from './accounts-helpers';

/**
 * Issue 21.4: the team opens a customer's page, writes a note, and looks at what the customer
 * sees through a read-only view that can change nothing; a call recording sent as refund evidence
 * plays in the queue.
 */

/** Four digits unique to this run and salt, for phones and street numbers no other test uses. */
const runId = (salt: number) => `${Date.now() + salt * 7919}`.slice(-4);

async function leadNow(admin: APIRequestContext, type: 'premium' | 'exclusive', city: string, salt: number) {
  const created = await admin.post('/api/v1/admin/create-lead', {
    data: {
      lead_name: `Seller ${runId(salt)}`,
      lead_phone: `(737) 558-${runId(salt)}`,
      property_type: 'Single Family',
      reason: 'Inherited property',
      lead_type: type,
      ...(type === 'exclusive' ? { price: 45 } : {}),
      selling_timeline: 'ASAP',
      address_line_1: `${runId(salt)} Pecan St`,
      city,
      state: 'TX',
      ZIP: '78701',
      publish: 'now',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { result: { _id: string } }).result._id;
}

/** A second of silence as MPEG-1 Layer III: 39 mono frames at 128 kbit/s, 44.1 kHz. */
const silentMp3 = () =>
  Buffer.concat(
    Array.from({ length: 39 }, () =>
      Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0xc4]), Buffer.alloc(413)]),
    ),
  );

test('the team opens a customer, adds a note, views as the customer without changing anything, and exits', async ({
  page,
  baseURL,
}, testInfo) => {
  const admin = await adminApi(baseURL!);
  const member = await signedUpMember(baseURL!, admin, 'customer-page');
  await subscribeTo(member.api, 'Basic');
  const leadId = await leadNow(admin, 'premium', 'Round Rock', 1);
  const taken = await member.api.post('/api/v1/leads/take-premium-lead', { data: { lead_id: leadId } });
  expect(taken.status(), await taken.text()).toBe(200);

  await signIn(page, baseURL!, { email: DEMO.adminEmail, password: DEMO.adminPassword });
  await page.goto('/admin/customers');
  const search = page.getByRole('search', { name: 'Search members' });
  await search.getByLabel('Search').fill(member.email);
  await search.getByLabel('Search').press('Enter');
  // Every member this suite signs up is a Morgan Reyes: wait for the search to leave this one.
  await expect(page.getByRole('link', { name: 'Morgan Reyes' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Morgan Reyes' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Morgan Reyes' })).toBeVisible();
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText('Basic (monthly)');
  await expect(subscription).toContainText('Visa ending 4242');
  const money = page.getByRole('region', { name: 'Money and purchases' });
  await expect(money).toContainText(
    '0 approved requests of 1 lead bought: 0 exclusive, 1 premium, 0 returned',
  );
  await expect(page.getByRole('region', { name: 'Premium credit history' })).toContainText(
    'Lead in Round Rock, TX 78701',
  );

  const notes = page.getByRole('region', { name: 'Staff notes' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Write the note')).toBeVisible();
  await notes.getByLabel('Add a note').fill('Called about Round Rock: wants more leads near Austin.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  const listed = notes.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem');
  await expect(listed.first()).toContainText('Called about Round Rock: wants more leads near Austin.');
  await expect(listed.first()).toContainText(DEMO.adminEmail);
  await screenshotsAtBothWidths(page, testInfo, 'customer-page');

  await page.getByRole('button', { name: 'View as customer (read only)' }).click();
  await expect(page).toHaveURL(/\/admin\/view-as\//);
  await expect(page.getByText(`Viewing as ${member.email} — read only`)).toBeVisible();
  await expect(page.getByText('Premium credits left')).toBeVisible();
  await page.getByRole('tab', { name: 'Premium leads' }).click();
  await expect(page.getByText('Round Rock').first()).toBeVisible();
  // Nothing on the customer's pages can be pressed, and the API refuses a change even when forced.
  const downloadButton = page.getByRole('button', { name: /Download/ }).first();
  await expect(downloadButton).toBeDisabled();
  const forced = await page.evaluate(async () => {
    const stored = JSON.parse(sessionStorage.getItem('sellersignal:view-as') ?? '{}') as { token: string };
    const response = await fetch('/api/v1/wallet/create-top-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-view-as': stored.token },
      body: JSON.stringify({ amount: 50 }),
    });
    return { status: response.status, body: (await response.json()) as { detail?: string } };
  });
  expect(forced.status).toBe(403);
  expect(forced.body.detail).toContain('read-only view of the customer');
  await screenshotsAtBothWidths(page, testInfo, 'view-as');

  await page.getByRole('button', { name: 'Exit view' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Morgan Reyes' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('sellersignal:view-as'))).toBeNull();
  const log = await admin.get('/api/v1/admin/get-audit-log?entity=customer&limit=20');
  const labels = ((await log.json()).result as { action_label: string; subject: string }[])
    .filter((row) => row.subject === member.email)
    .map((row) => row.action_label);
  expect(labels).toEqual(expect.arrayContaining(['Staff note added', 'Viewed as the customer (read only)']));
});

test('a call recording sent as refund evidence plays in the queue', async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const member = await signedUpMember(baseURL!, admin, 'recording');
  const users = (await (await admin.get(`/api/v1/admin/get-customers?search=${member.email}`)).json())
    .result as {
    _id: string;
  }[];
  const funded = await admin.post('/api/v1/admin/create-wallet-adjustment', {
    data: {
      user_id: users[0]!._id,
      kind: 'reward',
      amount: 100,
      event_name: 'Test',
      reason: 'Recording test',
    },
  });
  expect(funded.status()).toBe(200);
  const leadId = await leadNow(admin, 'exclusive', 'Pflugerville', 2);
  const bought = await member.api.post('/api/v1/leads/buy-exclusive-lead', {
    data: { lead_id: leadId },
    headers: { 'idempotency-key': `recording-${runId(3)}-purchase` },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  const owned = (
    await (await member.api.get('/api/v1/leads/get-my-purchased-leads?lead_type=exclusive')).json()
  ).result as { purchase_id: string; city: string }[];
  const purchase = owned.find((lead) => lead.city === 'Pflugerville')!;
  const filed = await member.api.post('/api/v1/refunds/create-refund-request', {
    data: {
      purchase_id: purchase.purchase_id,
      reason: 'Seller not interested',
      evidence_file: {
        name: 'voicemail.mp3',
        type: 'audio/mpeg',
        content_base64: silentMp3().toString('base64'),
      },
    },
  });
  expect(filed.status(), await filed.text()).toBe(200);

  await signIn(page, baseURL!, { email: DEMO.adminEmail, password: DEMO.adminPassword });
  await page.goto('/admin/requests');
  const card = page.getByRole('article').filter({ hasText: member.email });
  const player = card.locator('audio');
  await expect(player).toBeVisible();
  // The browser's own player loads the file, knows its length, and plays it.
  const played = await player.evaluate(async (audio: HTMLAudioElement) => {
    audio.muted = true;
    await audio.play();
    return { duration: audio.duration, error: audio.error?.code ?? null };
  });
  expect(played.error).toBeNull();
  expect(played.duration).toBeGreaterThan(0.9);
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
});
