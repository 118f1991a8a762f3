import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { CaughtMail } from '../mail-catcher';
import { E2E_MAIL_DIR } from '../playwright.config';

/** Every mail the SMTP server of this run has received for `to`, oldest first. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const names = (await readdir(E2E_MAIL_DIR)).filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(E2E_MAIL_DIR, name), 'utf8')) as CaughtMail,
    ),
  );
  return mails.filter((mail) => mail.to.includes(to.toLowerCase()));
}

/**
 * Waits for the mail to `to` whose subject matches, as delivered over SMTP: written to the outbox,
 * sent by the job queue, received by the run's SMTP server.
 */
export async function receivedMail(to: string, subject: RegExp, timeout = 20_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect(async () => {
    found = (await mailsTo(to)).find((mail) => subject.test(mail.subject));
    expect(found, `a mail to ${to} with subject ${subject}`).toBeDefined();
  }).toPass({ timeout });
  return found!;
}

/** The URL a button or line of the text part gives after `label: `, e.g. "Confirm my email: https://…". */
export function linkAfter(text: string, label: string): string {
  const match = new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (https?://\\S+)`).exec(text);
  expect(match, `"${label}: <url>" in the mail`).not.toBeNull();
  return match![1]!;
}
